import { LOGIN_ROUTE } from '../../app/routes';
import { config } from '../../platform/config';

/** The login page's query parameter naming where to return after signing in. */
export const RETURN_TO_PARAM = 'redirect';

/**
 * Only an address on this origin is ever followed after sign-in (DESIGN: the redirect must be
 * same-origin): a path, not `//host`, no backslashes or control characters a browser would
 * reinterpret. Returns the path with its query and hash, or null.
 */
export function sameOriginPath(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\\]/.test(raw)) return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
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
  window.location.assign(appAddress(LOGIN_ROUTE, { siteId, [RETURN_TO_PARAM]: back }));
}
