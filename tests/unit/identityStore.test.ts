import { describe, expect, it, vi } from 'vitest';
import type { AttendeeIdentity } from '../../schemas/identity';
import type { AccountUser } from '../../schemas/user';
import { createIdentityStore, type IdentityKey } from '../../src/identity/store';

const key = (accountId: string, bventId = '88001'): IdentityKey => ({ accountId, bventId, topOrgId: '5201' });
const user = (accountId: string) => ({ accountId, mobiles: [], emails: [] }) as unknown as AccountUser;
const attendee = { identityId: '1', identityType: 'Attendee', businessId: 'F', auditStatus: 'Approved', isTemporary: false } as AttendeeIdentity;

/** Loaders whose replies the test releases by hand, to order them against sign-out. */
function controlledLoaders() {
  const pending: Array<{ accountId: string; release: () => void; fail: (error: unknown) => void; signal: AbortSignal }> = [];
  const identities = vi.fn((wanted: IdentityKey, signal: AbortSignal) =>
    new Promise<AttendeeIdentity[]>((resolve, reject) => {
      pending.push({ accountId: wanted.accountId, release: () => resolve([attendee]), fail: reject, signal });
    }),
  );
  const userInfo = vi.fn((accountId: string) => Promise.resolve(user(accountId)));
  return { loaders: { user: userInfo, identities }, pending, identities, userInfo };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('identity store', () => {
  it('starts signed out, loads user info and identities for the signed-in account, then holds both', async () => {
    const { loaders, pending, userInfo } = controlledLoaders();
    const store = createIdentityStore(loaders);
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.getState().status));
    expect(store.getState()).toEqual({ status: 'signedOut' });
    store.follow(key('a'));
    expect(store.getState()).toEqual({ status: 'loading', key: key('a') });
    expect(userInfo).toHaveBeenCalledWith('a', expect.any(AbortSignal));
    pending[0]!.release();
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', user: { accountId: 'a' }, identities: [attendee] });
    expect(seen).toEqual(['loading', 'ready']);
  });

  it('signing out clears user info and identities (spec section 4)', async () => {
    const { loaders, pending } = controlledLoaders();
    const store = createIdentityStore(loaders);
    store.follow(key('a'));
    pending[0]!.release();
    await settle();
    store.follow(null);
    expect(store.getState()).toEqual({ status: 'signedOut' });
  });

  it('a reply that arrives after sign-out is dropped, and its request aborted', async () => {
    const { loaders, pending } = controlledLoaders();
    const store = createIdentityStore(loaders);
    store.follow(key('a'));
    store.follow(null);
    expect(pending[0]!.signal.aborted).toBe(true);
    pending[0]!.release();
    await settle();
    expect(store.getState()).toEqual({ status: 'signedOut' });
  });

  it('switching account never shows the previous account\'s identities', async () => {
    const { loaders, pending } = controlledLoaders();
    const store = createIdentityStore(loaders);
    store.follow(key('a'));
    store.follow(key('b'));
    pending[0]!.release();
    await settle();
    expect(store.getState()).toEqual({ status: 'loading', key: key('b') });
    pending[1]!.release();
    await settle();
    expect(store.getState()).toMatchObject({ status: 'ready', key: key('b'), user: { accountId: 'b' } });
  });

  it('following the same account and event again loads nothing; another event loads again', () => {
    const { loaders, identities } = controlledLoaders();
    const store = createIdentityStore(loaders);
    store.follow(key('a'));
    store.follow(key('a'));
    expect(identities).toHaveBeenCalledTimes(1);
    store.follow(key('a', '88101'));
    expect(identities).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure with its account, and reload tries again', async () => {
    const { loaders, pending, identities } = controlledLoaders();
    const store = createIdentityStore(loaders);
    store.follow(key('a'));
    pending[0]!.fail(new Error('no data'));
    await settle();
    expect(store.getState()).toMatchObject({ status: 'error', key: key('a') });
    store.reload();
    expect(store.getState()).toEqual({ status: 'loading', key: key('a') });
    expect(identities).toHaveBeenCalledTimes(2);
  });
});
