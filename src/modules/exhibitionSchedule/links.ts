import type { ModuleCommon } from '../../../schemas/modules/common';

/**
 * The query naming one agenda: the module, and the page holding it when the payload says
 * which. The search and detail pages read it to load that page's detail (the cached one the
 * site page shares) instead of looking through every page of the site.
 */
export function agendaQuery(module: Pick<ModuleCommon, 'id' | 'pageId'>): Record<string, string> {
  return module.pageId ? { pageId: module.pageId, moduleId: module.id } : { moduleId: module.id };
}
