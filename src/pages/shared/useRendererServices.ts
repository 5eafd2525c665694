import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleServices, RendererServices } from '../../../renderer/context';
import { describeFault } from '../../../renderer/faults';
import { visibilityFor } from '../../identity/access';
import type { ModuleCommon } from '../../../schemas/modules/common';
import type { Link } from '../../../schemas/modules/link';
import type { Terminal } from '../../../schemas/page';
import { useVisitor } from '../../identity/useVisitor';
import { config } from '../../platform/config';
import { report } from '../../platform/report';
import { PayloadLink } from '../../site/PayloadLink';

/**
 * A "more" button without a link of its own opens its type's list page (spec section 2) for
 * this event and module; the page id lets the list page find the organiser's configuration of
 * the module (groups, stories, …). The LinkView keeps the siteId.
 */
export function listLinkFor(route: string, module: ModuleCommon, bventId: string): Link {
  const query: Record<string, string> = { bventId, moduleId: module.id };
  if (module.pageId) query.pageId = module.pageId;
  return { linkType: 'route', route, query, openInNewTab: false };
}

/** The product's side of the renderer contract: mode, links, texts, fault reporting and who may see what. */
export function useRendererServices(terminal: Terminal, bventId: string): RendererServices {
  const { t } = useTranslation();
  const visitor = useVisitor();
  const services = useMemo<ModuleServices>(
    () => ({
      mode: config().mode,
      terminal,
      onFault: (fault) => report('module-fault', { ...fault, summary: describeFault(fault) }),
      LinkView: PayloadLink,
      text: (key) => t(`common:renderer.${key}`),
      listLink: (route, module) => listLinkFor(route, module, bventId),
    }),
    [t, terminal, bventId],
  );
  // Restricted modules wait until the session and identities are known: no flash, no jump. Only
  // this changes as they come, so the modules' own services stay the same (RendererProvider).
  const visibility = useCallback<RendererServices['visibility']>((module) => visibilityFor(module, visitor), [visitor]);
  return useMemo(() => ({ ...services, visibility }), [services, visibility]);
}
