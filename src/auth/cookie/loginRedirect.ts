import { config } from '../../platform/config';
import { ownAddress } from '../../platform/ownAddress';
import { SIGN_IN_RETURN_PAGES } from '../returnPages';
import { ROUTES } from '../../site/routes';

/** The login page's query parameter naming where to return after signing in. */
export const RETURN_TO_PARAM = 'redirect';

/**
 * Only one of our own pages is ever followed after sign-in (`ownAddress`, the check both
 * sign-in modes share). Returns its path with query and hash, or null.
 */
export function sameOriginPath(raw: string | null | undefined, origin = window.location.origin): string | null {
  const url = ownAddress(raw, origin, SIGN_IN_RETURN_PAGES);
  return url ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** An address of this app (under the client base, /site/ by default), keeping the site in view. */
export function appAddress(route: string, query: Record<string, string | null>): string {
  const base = new URL(config().miniSite, window.location.href).pathname.replace(/\/$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return search.size ? `${base}${route}?${search}` : `${base}${route}`;
}

/**
 * The login handler of cookie mode (spec section 4): a full load of the login page, keeping the
 * site in view, with the current address (or `returnTo`) to come back to.
 */
export function redirectToLogin(returnTo?: string): void {
  const here = window.location;
  const siteId = new URLSearchParams(here.search).get('siteId');
  const back = sameOriginPath(returnTo) ?? `${here.pathname}${here.search}${here.hash}`;
  window.location.assign(appAddress(ROUTES.login, { siteId, [RETURN_TO_PARAM]: back }));
}
