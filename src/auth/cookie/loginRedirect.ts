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

/**
 * The login handler of cookie mode (spec section 4): a full load of the login page, keeping the
 * site in view, with the current address (or `returnTo`) to come back to.
 */
export function redirectToLogin(returnTo?: string): void {
  const here = window.location;
  const query = new URLSearchParams();
  const siteId = new URLSearchParams(here.search).get('siteId');
  if (siteId) query.set('siteId', siteId);
  query.set(RETURN_TO_PARAM, sameOriginPath(returnTo) ?? `${here.pathname}${here.search}${here.hash}`);
  const base = config().miniSite.replace(/\/$/, '');
  window.location.assign(`${base}${LOGIN_ROUTE}?${query}`);
}
