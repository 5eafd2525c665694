import { preloadable } from '../../renderer/preloadable';
import { withinCodeLimit } from '../platform/codeLoad';
import { config } from '../platform/config';
import { afterFirstScreen, expectFirstScreen } from '../platform/firstScreen';
import { cached, prefetch } from '../platform/queryCache';
import { preloadModuleTypes } from '../modules/definitions';
import { FIRST_SCREEN_TYPES } from '../modules/firstScreenTypes';
import { loadPageDetail, pageKey } from '../pages/shared/loadPage';
import { currentTerminal } from '../../renderer/layout';
import type { PageDetail } from '../../schemas/page';
import { rememberedHome, rememberHome } from '../site/rememberedHome';
import { detailFor, requestedPageId } from '../site/resolvePage';
import { loadSite, siteKey } from '../site/loadSite';
import { ROUTES } from '../site/routes';

/**
 * The site page: the route of most launches, so its code is asked for with the data. The App
 * renders from this same download: by then it has arrived, and nothing suspends (a suspended
 * first render would show the route fallback, which React then keeps up for 300 ms).
 */
export const pageViewCode = preloadable(withinCodeLimit(() => import('../pages/index/PageView')));

/** Every other route's table: asked for with the data when the address is one, else once the home is up. */
export const subPagesCode = preloadable(withinCodeLimit(() => import('./SubPages')));

/**
 * Starts, from the address alone, what the first screen needs, before any React renders: the
 * site and its page tree (every route's), and on a site page its details too, in the same round
 * trip when the address names the page or this device remembers the site's home (otherwise the
 * home is known only from the tree). The views that show them later join these loads.
 *
 * Settles once the first screen's data and the site page's code are here (or failed), with the
 * page's detail for this terminal on a site page: a first screen the server wrote hydrates then.
 */
export function launch(basename: string, where: Location = window.location): Promise<PageDetail | null> {
  const route = where.pathname.slice(basename.length).replace(/\/$/, '') || '/';
  const query = new URLSearchParams(where.search);
  const siteId = query.get('siteId') || config().siteId;
  // The sign-in return pages show no site; every other route stands on the site and its tree.
  if (!siteId || route === ROUTES.loginCallback || route === ROUTES.loginSilent) return Promise.resolve(null);
  const onSitePage = route === '/' || route === ROUTES.home;
  // Before any load: a reply the page carries arrives at once, and what waits for the first
  // screen (keeping it for offline) must wait already.
  if (onSitePage) expectFirstScreen();
  const site = prefetch(siteKey(siteId), () => loadSite(siteId));
  if (!onSitePage) {
    void subPagesCode.preload().catch(() => undefined);
    return site.then(() => null, () => null);
  }

  void pageViewCode.preload().catch(() => undefined);
  preloadModuleTypes(FIRST_SCREEN_TYPES);
  // The spec's home preloads the sub-packages: the visitor's next tap does not wait for them.
  afterFirstScreen(() => void subPagesCode.preload().catch(() => undefined));
  const withPage = async (details: Promise<PageDetail[]>) => {
    const [, , shown] = await Promise.allSettled([pageViewCode.preload(), site, details]);
    return shown.status === 'fulfilled' ? detailFor(shown.value, currentTerminal()) : null;
  };
  const named = query.get('pageId');
  if (named) return withPage(prefetch(pageKey(named), () => loadPageDetail(named)));
  // The home, on a repeat visit: its detail goes out with the site and tree. A guess the tree
  // does not confirm (the organiser chose another home) costs one reply nobody shows.
  const wantsHome = !query.get('commonPageId');
  const home = wantsHome ? rememberedHome(siteId) : null;
  const guessed = home ? cached(pageKey(home), () => loadPageDetail(home)) : null;
  guessed?.catch(() => undefined); // the page that shows it reports a failure
  const details = site.then(({ tree }) => {
    const pageId = requestedPageId(tree, query);
    if (!pageId) return [];
    if (wantsHome) rememberHome(siteId, pageId);
    // A failed guess is not asked again: the page shows its failure and its retry.
    return prefetch(pageKey(pageId), () => (guessed && pageId === home ? guessed : loadPageDetail(pageId)));
  });
  return withPage(details); // SiteProvider and the page show a failure
}
