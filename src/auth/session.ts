import type { LanguageCode } from '../../schemas/primitives';

/**
 * The one contract both sign-in modes fulfil (spec section 1: strong mode with OpenID Connect,
 * cookie mode with the SSO session API). The rest of the product sees only this: who is signed
 * in, the credential for calls marked auth, and the actions. Each mode lives in its own folder
 * (`oidc/`, `cookie/`) and is loaded only when the site's configuration picks it.
 */

/** What a mode may ask of the app while it runs. */
export interface DriverContext {
  /** The site language in force now (the SSO calls send it as x-lang). */
  language: () => LanguageCode;
}

/** Spec section 4, "Session": signed out, signed in, token expiring, token expired. */
export type SessionStatus = 'checking' | 'signedOut' | 'signedIn' | 'expiring' | 'expired';

/** The signed-in account as the sign-in service describes it (spec section 3, "User session"). */
export interface SignedInUser {
  sub: string;
  /** The account the gateway's user and identity calls are keyed by. */
  accountId: string;
  name: string | null;
}

export interface SessionState {
  status: SessionStatus;
  user: SignedInUser | null;
  /** The last sign-in failure as a translated-ready message key or server text; null when none. */
  error: string | null;
}

export interface SignInOptions {
  /** Where to land after signing in; only same-origin addresses are honoured. */
  returnTo?: string;
}

/** What a sign-in mode implements. Every method is safe to call in any state. */
export interface SessionDriver {
  /** Begins the checks the mode needs (renewal, cookie watch) and reports the first state. */
  start(): void;
  stop(): void;
  getState(): SessionState;
  subscribe(listener: (state: SessionState) => void): () => void;
  /** The credential for calls marked auth (spec section 7); null when signed out or expired. */
  accessToken(): string | null;
  signIn(options?: SignInOptions): Promise<void>;
  signOut(): Promise<void>;
}

export const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, error: null };
export const CHECKING: SessionState = { status: 'checking', user: null, error: null };

/** Whether the status holds a signed-in user: signed in, or signed in with the token expiring. */
export const isSignedInStatus = (status: SessionStatus) => status === 'signedIn' || status === 'expiring';

/**
 * The state a driver publishes. `get` returns the same object until `set` replaces it, which is
 * what useSyncExternalStore needs.
 */
export function sessionStateStore(initial: SessionState) {
  let state = initial;
  const listeners = new Set<(state: SessionState) => void>();
  return {
    get: () => state,
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener: (state: SessionState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
