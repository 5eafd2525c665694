import { vi } from 'vitest';
import { SIGNED_OUT, type SessionDriver, type SessionState, type SignedInUser } from '../../../src/auth/session';

/**
 * A sign-in mode held in memory, for rendering the product as any account without a provider:
 * `signInAs` and `signOut` change the state the way a real mode reports it.
 */
export function memoryDriver(initial: SessionState = SIGNED_OUT) {
  let state = initial;
  const listeners = new Set<(state: SessionState) => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  const driver = {
    start: () => undefined,
    stop: () => undefined,
    getState: () => state,
    subscribe(listener: (state: SessionState) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    accessToken: () => (state.user ? `token-of-${state.user.accountId}` : null),
    signIn: vi.fn(() => Promise.resolve()),
    signOut: vi.fn(() => Promise.resolve(set(SIGNED_OUT))),
    signInAs: (user: SignedInUser) => set({ status: 'signedIn', user, error: null }),
    /** An attempt that failed, as a mode reports it: the message key beside the state it was in. */
    failSignIn: (error: string) => set({ ...state, error }),
  } satisfies SessionDriver & Record<string, unknown>;
  return driver;
}

export type MemoryDriver = ReturnType<typeof memoryDriver>;
