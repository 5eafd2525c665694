import type { SignedInUser } from '../session';

/** Spec section 9: a cookie-mode sign-in lasts 3600 s from the moment it is confirmed. */
export const COOKIE_SESSION_LIFETIME_MS = 3600 * 1000;
/** The sessionStorage entry holding the credential (spec section 4: logout clears it). */
export const SESSION_STORAGE_KEY = 'minisite.cookieSession';

/** The credential for the SSO and gateway calls, who it belongs to, and the local expiry. */
export interface StoredSession {
  token: string;
  user: SignedInUser;
  /** Epoch ms; the session is re-checked when this is within 10 s. */
  expiresAt: number;
}

export function readStoredSession(): StoredSession | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as Partial<StoredSession> | null;
    const valid = parsed && typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number' && typeof parsed.user?.accountId === 'string';
    return valid ? (parsed as StoredSession) : null;
  } catch {
    // Unreadable or disabled storage: treat as signed out.
    return null;
  }
}

export function writeStoredSession(session: StoredSession): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch (error) {
    console.warn('The sign-in could not be kept for this tab', error);
  }
}

export function clearStoredSession(): void {
  try {
    sessionStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Disabled storage holds nothing to clear.
  }
}
