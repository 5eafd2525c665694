import { CALLBACK_PATH, SILENT_PATH } from './settings';

/** Spec section 2: the address to return to after sign-in waits in session storage under this key. */
export const REDIRECT_URL_KEY = 'redirect-url';
/** Where the client lives on its origin: a return address outside it is not ours to honour. */
const CLIENT_BASE = '/site/';
const RETURN_PAGES = [CALLBACK_PATH, SILENT_PATH];

/**
 * Where the callback page sends the visitor: the saved address when it is one of our own pages
 * on this origin, else the callback's address minus its suffix (the site root). A saved value
 * is untrusted (anything could have written it): it is parsed against our origin, so
 * `//evil.example`, `/\evil.example`, `javascript:` and the like resolve to another origin or
 * scheme and are refused; a same-origin path outside the client (`%2F%2Fevil.example`,
 * `user@evil.example` as a relative path) or a return page (a loop) lands on the root too.
 */
export function safeReturnAddress(saved: string | null, origin: string): string {
  const root = `${origin}${CLIENT_BASE}`;
  if (!saved) return root;
  let target: URL;
  try {
    target = new URL(saved, origin);
  } catch {
    return root;
  }
  const ours = target.origin === origin && target.pathname.startsWith(CLIENT_BASE) && !RETURN_PAGES.some((page) => target.pathname.startsWith(page));
  return ours ? target.href : root;
}

/** Remembers where the visitor was, for the callback page to return there. */
export function saveReturnAddress(storage: Storage, address: string): void {
  storage.setItem(REDIRECT_URL_KEY, address);
}

/** The saved return address, made safe, and forgotten: it serves one sign-in. */
export function takeReturnAddress(storage: Storage, origin: string): string {
  const saved = storage.getItem(REDIRECT_URL_KEY);
  storage.removeItem(REDIRECT_URL_KEY);
  return safeReturnAddress(saved, origin);
}
