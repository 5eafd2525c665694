import { CLIENT_BASE } from '../../platform/clientBase';
import { ownAddress } from '../../platform/ownAddress';
import { SIGN_IN_RETURN_PAGES } from '../returnPages';

/** Spec section 2: the address to return to after sign-in waits in session storage under this key. */
export const REDIRECT_URL_KEY = 'redirect-url';

/**
 * Where the callback page sends the visitor: the saved address when it is one of our own pages
 * (`ownAddress`; a return page would loop), else the callback's address minus its suffix (the
 * site root).
 */
export function safeReturnAddress(saved: string | null, origin: string): string {
  return ownAddress(saved, origin, SIGN_IN_RETURN_PAGES)?.href ?? `${origin}${CLIENT_BASE}`;
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
