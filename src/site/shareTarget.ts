import { ROUTER_BASENAME } from '../platform/clientBase';
import { ownAddress } from '../platform/ownAddress';
import { appHref } from './siteParams';
import { ROUTES } from './routes';

/** The share view's query parameter naming the page a shared link leads to. */
export const SHARE_TARGET_PARAM = 'path';

/** Pages a shared link never leads to: the share view itself would loop, the sign-in return pages run once. */
const NOT_TARGETS = [ROUTES.shareView, ROUTES.loginCallback, ROUTES.loginSilent].map((route) => ROUTER_BASENAME + route);

/**
 * The page a shared link leads to, as a router path (under the basename, with its query and
 * hash), when it is one of our own pages on this origin (`ownAddress`); null for anything else,
 * so the address can never send a visitor to another site or run a script.
 */
export function shareTarget(raw: string | null | undefined, origin: string): string | null {
  const url = ownAddress(raw, origin, NOT_TARGETS);
  return url ? `${url.pathname.slice(ROUTER_BASENAME.length)}${url.search}${url.hash}` : null;
}

/**
 * The link a site share hands out for the page at `where`: the share view of the same site,
 * naming that page as where to go on. The share view shares itself as it is.
 */
export function shareViewAddress(where: Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>): string {
  const siteId = new URLSearchParams(where.search).get('siteId');
  const view = ROUTER_BASENAME + ROUTES.shareView;
  if (where.pathname === view) return `${where.origin}${where.pathname}${where.search}`;
  const target = `${where.pathname}${where.search}${where.hash}`;
  return new URL(view + appHref('', { siteId, [SHARE_TARGET_PARAM]: target }), where.origin).href;
}
