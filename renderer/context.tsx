import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { ModuleCommon } from '../schemas/modules/common';
import type { Link } from '../schemas/modules/link';
import type { Terminal } from '../schemas/page';
import type { ModuleFault } from './faults';

export type RenderMode = 'live' | 'preview';

/** Whether the visitor may see a module; 'pending' while the session or identities still load. */
export type Visibility = 'shown' | 'hidden' | 'pending';

export interface LinkViewProps {
  link: Link;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/** What the product hands the engine: the engine knows no router, no i18n and no sign-in. */
export interface RendererServices {
  mode: RenderMode;
  terminal: Terminal;
  /** Called once per module left out of a page. */
  onFault: (fault: ModuleFault) => void;
  /**
   * Authority rules (site and module authorityType, businessIds, scopeType). A pending module
   * waits, and holds back the modules below it, until the answer is known.
   */
  visibility: (module: Pick<ModuleCommon, 'authorityType' | 'businessIds' | 'scopeType'>) => Visibility;
  /** Renders a payload link as an anchor the product's router understands. */
  LinkView: ComponentType<LinkViewProps>;
  /** UI texts the engine shows itself (the more button's default, the preview fault card). */
  text: (key: 'more' | 'faultTitle' | 'faultUnknownType' | 'faultInvalid' | 'faultRender' | 'loading') => string;
  /** The link to a module's list page (its type's `listRoute`), for "more" buttons with no link of their own. */
  listLink?: (listRoute: string, module: ModuleCommon) => Link;
}

/** What a module reads of the services: all but the visibility, which only the renderer asks. */
export type ModuleServices = Omit<RendererServices, 'visibility'>;

const RendererContext = createContext<ModuleServices | null>(null);
const VisibilityContext = createContext<RendererServices['visibility'] | null>(null);

/**
 * Gives the services to a page's renderer and its modules. What modules read stays one object
 * while its parts stay: the visitor becoming known changes only the visibility, and a change
 * reaching a module the server drew and the browser has not hydrated yet would hydrate it at once
 * (Island.tsx).
 */
export function RendererProvider({ services, children }: { services: RendererServices; children: ReactNode }) {
  const { visibility, mode, terminal, onFault, LinkView, text, listLink } = services;
  const shared = useMemo(() => ({ mode, terminal, onFault, LinkView, text, listLink }), [mode, terminal, onFault, LinkView, text, listLink]);
  return (
    <RendererContext value={shared}>
      <VisibilityContext value={visibility}>{children}</VisibilityContext>
    </RendererContext>
  );
}

export function useRenderer(): ModuleServices {
  const services = useContext(RendererContext);
  if (!services) throw new Error('useRenderer must be used inside a RendererProvider');
  return services;
}

/** Whether the visitor may see a module: the renderer's question, asked again as the visitor becomes known. */
export function useVisibility(): RendererServices['visibility'] {
  const visibility = useContext(VisibilityContext);
  if (!visibility) throw new Error('useVisibility must be used inside a RendererProvider');
  return visibility;
}
