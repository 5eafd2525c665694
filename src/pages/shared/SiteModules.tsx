import { useMemo, type ReactNode } from 'react';
import { PageRenderer, RendererProvider, useTerminal } from '../../../renderer';
import { useSite } from '../../site/SiteContext';
import { useRendererServices } from './useRendererServices';
import { registry } from '../../modules/registry';
import { ModuleHostProvider } from '../../site/host';
import { hostOf } from '../../site/hostOf';

/**
 * Modules as the wire gave them, with what they need: the renderer's services (links,
 * authority visibility, fault reports) and the site they sit on. Site pages and list pages
 * render through here, so modules behave alike on both.
 */
export function SiteModules({ modules, onFirstScreen }: { modules: readonly unknown[]; onFirstScreen?: () => void }) {
  return (
    <SiteModuleHost>
      <PageRenderer modules={modules} registry={registry} onFirstScreen={onFirstScreen} />
    </SiteModuleHost>
  );
}

/** What modules (or a page showing their views) need around them: the renderer's services and the site they sit on. */
export function SiteModuleHost({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const terminal = useTerminal();
  const host = useMemo(() => hostOf(site), [site]);
  const services = useRendererServices(terminal, host.bventId);
  return (
    <RendererProvider services={services}>
      <ModuleHostProvider host={host}>{children}</ModuleHostProvider>
    </RendererProvider>
  );
}
