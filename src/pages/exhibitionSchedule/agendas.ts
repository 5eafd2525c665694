import type { Authority } from '../../../schemas/authority';
import { exhibitionScheduleModule, type ExhibitionEvent, type ExhibitionScheduleModule } from '../../../schemas/modules/exhibitionSchedule';
import type { PageDetail, PageNode, Terminal } from '../../../schemas/page';
import { detailFor, flatten } from '../../site/resolvePage';

/** One organiser's agenda: an exhibition schedule module, the page it stands on and the entries it shows on this terminal. */
export interface Agenda {
  pageId: string;
  module: ExhibitionScheduleModule;
  items: readonly ExhibitionEvent[];
  /** The page's rule and the module's: who may see these entries (the site's rule gates every page anyway). */
  rules: readonly Authority[];
}

/** An entry with the agenda that holds it: the search page's find, the detail page's subject. */
export type AgendaEntry = ExhibitionEvent & { agenda: Agenda };

/**
 * The exhibition schedule modules of one page as visitors on this terminal see them: an
 * unpublished page (outside the preview) and hidden or invalid modules hold none, and with a
 * module id only that module counts.
 */
export function agendasOnPage(details: readonly PageDetail[], terminal: Terminal, moduleId: string | null, showUnpublished: boolean): Agenda[] {
  const page = detailFor(details, terminal);
  if (!page || (!page.isPublish && !showUnpublished)) return [];
  return page.modules.flatMap((raw) => {
    const parsed = exhibitionScheduleModule.safeParse(raw);
    if (!parsed.success || parsed.data.isHide || (moduleId !== null && parsed.data.id !== moduleId)) return [];
    const module = parsed.data;
    // The renderer's rule: a phone shows the custom mobile config when the organiser unticked "sync".
    const config = terminal === 'mobile' && !module.mobileSetting.isSync && module.mobileConfig ? module.mobileConfig : module.config;
    return [{ pageId: page.pageId, module, items: config.items, rules: [page, module] }];
  });
}

/**
 * The site's pages that may hold modules, each once, in tree order: where an old link that
 * names no page may find its entry. A module page of the tree opens the page it relates to.
 */
export function modulePageIds(tree: readonly PageNode[]): string[] {
  const ids = flatten(tree).flatMap((node) => {
    if (node.type === 'site') return [node.pageId];
    if (node.type === 'pagemodule') return [node.relationPageId ?? node.pageId];
    return [];
  });
  return [...new Set(ids)];
}

/** Every entry of the agendas, each with its agenda. */
export function entriesOf(agendas: readonly Agenda[]): AgendaEntry[] {
  return agendas.flatMap((agenda) => agenda.items.map((item) => ({ ...item, agenda })));
}

/** The entry an id names: the first agenda holding it wins (ids are the organiser's, unique within a module). */
export function findEntry(agendas: readonly Agenda[], id: string): AgendaEntry | null {
  return entriesOf(agendas).find((entry) => entry.id === id) ?? null;
}
