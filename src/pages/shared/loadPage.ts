import { currentTerminal } from '../../../renderer/layout';
import { FIRST_BATCH, orderModules } from '../../../renderer/order';
import type { PageDetail } from '../../../schemas/page';
import { getPageDetail } from '../../api/site';
import { pageHero, preloadHeroPicture } from '../../modules/banner/hero';
import { preloadModuleTypes } from '../../modules/definitions';
import { detailFor } from '../../site/resolvePage';

/**
 * How many modules at the top of a page have their code fetched with its detail: the first
 * screen of every built-in page held one or two, at 1440×900 and at 375×812 (a banner fills
 * most of a phone's screen, a rich text the rest). Six put a programme's 17 files ahead of the
 * stress page's hero picture and first screen. The code of the modules below follows once the
 * first screen has painted (PageRenderer); one that does reach into the viewport appears a
 * round trip after the modules above it, in its place.
 */
const USUALLY_SHOWN = 2;

/** The cache key of a page's details (every view of a page shares one load). */
export const pageKey = (pageId: string) => `page:${pageId}`;

/**
 * A page's details, and the moment they are read, everything its first screen will ask for:
 * the code of the module types at the top of the page and the hero picture. They download
 * side by side instead of one after the other as the page renders.
 */
export async function loadPageDetail(pageId: string, signal?: AbortSignal): Promise<PageDetail[]> {
  const details = await getPageDetail(pageId, signal);
  const detail = detailFor(details, currentTerminal());
  if (detail) prepareFirstScreen(detail);
  return details;
}

/** The types of a page's first `count` modules. */
const topTypes = (detail: PageDetail, count: number): string[] =>
  orderModules(detail.modules)
    .slice(0, count)
    .flatMap((entry) => (entry.ok ? [entry.module.moduleType] : []));

/** The module types at the top of a page, whose code its first screen needs. */
export const firstScreenTypes = (detail: PageDetail): string[] => topTypes(detail, USUALLY_SHOWN);

/**
 * The module types a server writes a page's first screen with (it measures no viewport: as many
 * modules as a first screen may hold, see useReveal), whose code the browser has before it hydrates.
 */
export const renderedTypes = (detail: PageDetail): string[] => topTypes(detail, FIRST_BATCH);

function prepareFirstScreen(detail: PageDetail): void {
  preloadModuleTypes(firstScreenTypes(detail));
  const hero = pageHero(detail, currentTerminal());
  if (hero) preloadHeroPicture(hero);
}
