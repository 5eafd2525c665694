import type { AttendeeIdentity } from '../../schemas/identity';
import type { AccountUser } from '../../schemas/user';

/** Whose identities to load: the signed-in account in the site's event. */
export interface IdentityKey {
  accountId: string;
  bventId: string;
  topOrgId: string;
}

export type IdentityState =
  | { status: 'signedOut' }
  | { status: 'loading'; key: IdentityKey }
  | { status: 'ready'; key: IdentityKey; user: AccountUser; identities: AttendeeIdentity[] }
  | { status: 'error'; key: IdentityKey; error: unknown };

export interface IdentityLoaders {
  user(accountId: string, signal: AbortSignal): Promise<AccountUser>;
  identities(key: IdentityKey, signal: AbortSignal): Promise<AttendeeIdentity[]>;
}

export interface IdentityStore {
  getState(): IdentityState;
  subscribe(listener: () => void): () => void;
  /** Loads for this account and event unless already loaded or loading; null clears (signed out). */
  follow(key: IdentityKey | null): void;
  /** Loads the current account again (after an error). */
  reload(): void;
}

/** Where every store starts, and what a page rendered on a server shows: nobody. */
export const SIGNED_OUT: IdentityState = { status: 'signedOut' };
const same = (a: IdentityKey, b: IdentityKey) => a.accountId === b.accountId && a.bventId === b.bventId && a.topOrgId === b.topOrgId;

/**
 * The signed-in account's user info and attendee identities (spec sections 3 and 6). Signing out
 * clears both at once (spec section 4, "Logging out clears user info and identities"), and a
 * reply that arrives after the account changed is dropped, so one account never sees another's.
 */
export function createIdentityStore(loaders: IdentityLoaders): IdentityStore {
  let state: IdentityState = SIGNED_OUT;
  let inFlight: AbortController | null = null;
  const listeners = new Set<() => void>();

  const set = (next: IdentityState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const load = (key: IdentityKey) => {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    set({ status: 'loading', key });
    Promise.all([loaders.user(key.accountId, controller.signal), loaders.identities(key, controller.signal)]).then(
      ([user, identities]) => {
        if (!controller.signal.aborted) set({ status: 'ready', key, user, identities });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) set({ status: 'error', key, error });
      },
    );
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    follow(key) {
      if (key === null) {
        inFlight?.abort();
        inFlight = null;
        if (state.status !== 'signedOut') set(SIGNED_OUT);
        return;
      }
      if (state.status !== 'signedOut' && state.status !== 'error' && same(state.key, key)) return;
      load(key);
    },
    reload() {
      if (state.status !== 'signedOut') load(state.key);
    },
  };
}
