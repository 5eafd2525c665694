import { CLIENT_BASE } from './clientBase';

/** What the URL parser itself strips from both ends of an address. */
const STRIPPED_BY_URL = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g; // eslint-disable-line no-control-regex

/**
 * The one check a return address passes before the client follows it (both sign-in modes): one
 * of our own pages, on this origin and under the client base. The value is untrusted (anything
 * could have written it), so it must be a path from the root or an absolute address, and it is
 * parsed the way the browser would follow it: `//evil.example`, `/\evil.example`, `/\t/evil`,
 * `javascript:` and the like resolve to another origin or scheme and are refused; a relative
 * path, a same-origin path outside the client and any path starting with one of `refused` (a
 * sign-in return page would loop) are refused too.
 */
export function ownAddress(raw: string | null | undefined, origin: string, refused: readonly string[] = []): URL | null {
  const value = raw?.replace(STRIPPED_BY_URL, '');
  if (!value || !(/^\/(?![/\\])/.test(value) || /^[a-z][a-z\d+.-]*:/i.test(value))) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(CLIENT_BASE)) return null;
  return refused.some((path) => url.pathname.startsWith(path)) ? null : url;
}
