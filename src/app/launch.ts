import { config } from '../platform/config';
import { expectFirstScreen } from '../platform/firstScreen';
import { prefetch } from '../platform/queryCache';
import { loadPageDetail, pageKey } from '../pages/index/loadPage';
import { requestedPageId } from '../pages/index/resolvePage';
import { loadSite, siteKey } from './site/loadSite';
import { HOME_ROUTE } from './routes';

/** The site page: the route of most launches, so its code is asked for with the data. */
export const loadPageView = () => import('../pages/index/PageView');

/**
 * Starts, from the address alone, what the first screen needs, before any React renders: the
 * site and its page tree, and when the address names the page, its details in the same round
 * trip (with no pageId the home page is known only from the tree). The views that show them
 * later join these loads.
 */
export function launch(basename: string, where: Location = window.location): void {
  const route = where.pathname.slice(basename.length).replace(/\/$/, '') || '/';
  const query = new URLSearchParams(where.search);
  const siteId = query.get('siteId') || config().siteId;
  if (!siteId || (route !== '/' && route !== HOME_ROUTE)) return;

  expectFirstScreen();
  void loadPageView().catch(() => undefined);
  const site = prefetch(siteKey(siteId), () => loadSite(siteId));
  const named = query.get('pageId');
  if (named) {
    prefetch(pageKey(named), () => loadPageDetail(named));
    return;
  }
  site.then(
    ({ tree }) => {
      const pageId = requestedPageId(tree, query);
      if (pageId) prefetch(pageKey(pageId), () => loadPageDetail(pageId));
    },
    () => undefined, // SiteProvider shows the failure
  );
}
