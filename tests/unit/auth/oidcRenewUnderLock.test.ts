import { describe, expect, it, vi } from 'vitest';
import { RENEWAL_LOCK, renewUnderLock, type RenewableUser, type RenewalSteps } from '../../../src/auth/oidc/renewUnderLock';

/** A LockManager with the one behaviour we rely on: requests for a name run one after another. */
function fakeLocks(): LockManager & { names: string[] } {
  let queue = Promise.resolve<unknown>(undefined);
  const names: string[] = [];
  return {
    names,
    request: ((name: string, callback: () => Promise<unknown>) => {
      names.push(name);
      const run = queue.then(callback);
      queue = run.catch(() => undefined);
      return run;
    }) as LockManager['request'],
    query: () => Promise.resolve({}),
  };
}

function tab(store: { user: RenewableUser | null }, locks: LockManager | undefined, renewed: RenewableUser) {
  let held: RenewableUser | null = store.user;
  const steps: RenewalSteps<RenewableUser> = {
    locks,
    current: () => held,
    readStored: () => Promise.resolve(store.user),
    renew: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      store.user = renewed;
      return renewed;
    }),
    accept: vi.fn(async (user: RenewableUser) => {
      held = user;
    }),
  };
  return steps;
}

describe('renewUnderLock', () => {
  it('renews under the minisite-token-renewal lock and keeps the new user', async () => {
    const locks = fakeLocks();
    const store = { user: { id_token: 'old', expires_in: 30 } as RenewableUser | null };
    const renewed = { id_token: 'new', expires_in: 3600 };
    const steps = tab(store, locks, renewed);
    expect(await renewUnderLock(steps)).toBe('renewed');
    expect(locks.names).toEqual([RENEWAL_LOCK]);
    expect(steps.accept).toHaveBeenCalledWith(renewed);
  });

  it('a tab that waited re-reads the store and adopts the fresh token instead of renewing again', async () => {
    const locks = fakeLocks();
    const store = { user: { id_token: 'old', expires_in: 30 } as RenewableUser | null };
    const renewed = { id_token: 'new', expires_in: 3600 };
    const first = tab(store, locks, renewed);
    const second = tab(store, locks, { id_token: 'newer', expires_in: 3600 });
    const results = await Promise.all([renewUnderLock(first), renewUnderLock(second)]);
    expect(results).toEqual(['renewed', 'adopted']);
    expect(second.renew).not.toHaveBeenCalled();
    expect(second.accept).toHaveBeenCalledWith(renewed);
  });

  it('renews when the stored token is another one but about to expire too', async () => {
    const store = { user: { id_token: 'other', expires_in: 20 } as RenewableUser | null };
    const steps = tab(store, fakeLocks(), { id_token: 'new', expires_in: 3600 });
    (steps as { current: () => RenewableUser | null }).current = () => ({ id_token: 'mine', expires_in: 20 });
    expect(await renewUnderLock(steps)).toBe('renewed');
  });

  it('runs unlocked where the browser has no Web Locks', async () => {
    const store = { user: { id_token: 'old', expires_in: 30 } as RenewableUser | null };
    const steps = tab(store, undefined, { id_token: 'new', expires_in: 3600 });
    expect(await renewUnderLock(steps)).toBe('renewed');
  });

  it('passes a refused token on as a failure', async () => {
    const store = { user: { id_token: 'old', expires_in: 30 } as RenewableUser | null };
    const steps = tab(store, fakeLocks(), { id_token: 'new', expires_in: 3600 });
    steps.accept = () => Promise.reject(new Error('sub changed'));
    await expect(renewUnderLock(steps)).rejects.toThrow('sub changed');
  });
});
