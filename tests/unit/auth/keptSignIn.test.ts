import { describe, expect, it, vi } from 'vitest';
import { keptSignIn } from '../../../src/auth/keptSignIn';
import { CHECKING, sessionStateStore, type SessionDriver, type SessionState } from '../../../src/auth/session';

/** A sign-in mode whose look at the stored session the test ends; only the parts a kept sign-in uses. */
function modeLooking() {
  const store = sessionStateStore(CHECKING);
  const signIn = vi.fn(() => Promise.resolve());
  const driver = { getState: store.get, subscribe: store.subscribe, signIn } as unknown as SessionDriver;
  return { driver, signIn, looked: (state: SessionState) => store.set(state) };
}

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, error: null };
const SIGNED_IN = { status: 'signedIn', user: { accountId: 'acct-1', name: 'Ana' }, error: null } as unknown as SessionState;

describe('a sign-in asked for before the sign-in mode has come', () => {
  it('is carried out with its options once the mode has looked and found nobody signed in', () => {
    const kept = keptSignIn();
    kept.keep({ returnTo: 'https://expo.example/site/?siteId=1001' });
    const mode = modeLooking();
    kept.handTo(mode.driver);
    expect(mode.signIn).not.toHaveBeenCalled();
    mode.looked(SIGNED_OUT);
    expect(mode.signIn).toHaveBeenCalledExactlyOnceWith({ returnTo: 'https://expo.example/site/?siteId=1001' });
    mode.looked(SIGNED_OUT);
    expect(mode.signIn).toHaveBeenCalledOnce();
  });

  it('is dropped when the mode finds the visitor signed in already', () => {
    const kept = keptSignIn();
    kept.keep();
    const mode = modeLooking();
    kept.handTo(mode.driver);
    mode.looked(SIGNED_IN);
    expect(mode.signIn).not.toHaveBeenCalled();
  });

  it('goes at once to a mode that has looked already, and nothing goes when none was asked for', () => {
    const mode = modeLooking();
    mode.looked(SIGNED_OUT);
    const asked = keptSignIn();
    asked.keep();
    asked.handTo(mode.driver);
    expect(mode.signIn).toHaveBeenCalledOnce();
    keptSignIn().handTo(mode.driver);
    mode.looked(SIGNED_OUT);
    expect(mode.signIn).toHaveBeenCalledOnce();
  });
});
