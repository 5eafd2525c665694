// Every transition of the cookie-mode session (spec section 4, "Cookie mode").
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EXPIRY_RECHECK_MS, cookieSessionMachine, statusOf } from '../../../src/auth/cookie/sessionMachine';
import { SsoError } from '../../../src/auth/cookie/sso';
import type { StoredSession } from '../../../src/auth/cookie/storedSession';

const NOW = 1_700_000_000_000;
const session = (expiresAt = NOW + 3_600_000, token = 'tok-1'): StoredSession => ({
  token,
  user: { sub: 'acct-1', accountId: 'acct-1', name: 'Ada' },
  expiresAt,
});

interface Options {
  start?: StoredSession | null;
  check?: (input: StoredSession) => Promise<StoredSession>;
  logout?: () => Promise<void>;
}

function run({ start = null, check = async (input) => ({ ...input, expiresAt: NOW + 3_600_000 }), logout = async () => undefined }: Options = {}) {
  const effects = { persist: vi.fn(), forget: vi.fn(), sessionLost: vi.fn(), check: vi.fn(check), logout: vi.fn(logout) };
  const machine = cookieSessionMachine.provide({
    actors: {
      checkSession: fromPromise<StoredSession, StoredSession>(({ input }) => effects.check(input)),
      logout: fromPromise<void, StoredSession>(() => effects.logout()),
    },
    actions: {
      persist: (_, value) => effects.persist(value),
      forget: () => effects.forget(),
      sessionLost: () => effects.sessionLost(),
    },
  });
  const actor = createActor(machine, { input: { session: start } }).start();
  const settled = (state: 'signedIn' | 'signedOut') => waitFor(actor, (snapshot) => snapshot.matches(state), { timeout: 1000 });
  return { actor, effects, settled, status: () => statusOf(actor.getSnapshot()) };
}

describe('cookie session: starting', () => {
  it('with no stored credential is signed out at once, without any call', () => {
    const { status, effects } = run();
    expect(status()).toBe('signedOut');
    expect(effects.check).not.toHaveBeenCalled();
  });

  it('with a stored credential is checking until checksession answers, then signed in with the renewed expiry', async () => {
    const renewed = session(NOW + 3_600_000 + 5);
    const { status, effects, settled, actor } = run({ start: session(NOW + 1000), check: async () => renewed });
    expect(status()).toBe('checking');
    await settled('signedIn');
    expect(effects.check).toHaveBeenCalledWith(session(NOW + 1000));
    expect(effects.persist).toHaveBeenCalledWith(renewed);
    expect(actor.getSnapshot().context.session).toEqual(renewed);
  });

  it("a checksession answering '异常访问' signs out and clears the stored credential", async () => {
    const { status, effects, settled } = run({ start: session(), check: () => Promise.reject(new SsoError('异常访问')) });
    await settled('signedOut');
    expect(status()).toBe('signedOut');
    expect(effects.forget).toHaveBeenCalledTimes(1);
    expect(effects.sessionLost).not.toHaveBeenCalled();
  });

  it('any other checksession failure signs out but keeps the credential for the next look', async () => {
    const { effects, settled } = run({ start: session(), check: () => Promise.reject(new SsoError('未登录')) });
    await settled('signedOut');
    expect(effects.forget).not.toHaveBeenCalled();
  });
});

describe('cookie session: signed in', () => {
  async function signedIn(options: Options = {}) {
    const harness = run({ start: session(), ...options });
    await harness.settled('signedIn');
    harness.effects.check.mockClear();
    harness.effects.persist.mockClear();
    return harness;
  }

  it('a tick with the cookie present and expiry far off changes nothing', async () => {
    const { actor, status, effects } = await signedIn();
    actor.send({ type: 'TICK', now: NOW, cookiePresent: true });
    expect(status()).toBe('signedIn');
    expect(effects.check).not.toHaveBeenCalled();
  });

  it('a tick without the cookie signs out, clears the credential and calls the login handler', async () => {
    const { actor, status, effects } = await signedIn();
    actor.send({ type: 'TICK', now: NOW, cookiePresent: false });
    expect(status()).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(effects.forget).toHaveBeenCalledTimes(1);
    expect(effects.sessionLost).toHaveBeenCalledTimes(1);
  });

  it('a tick more than 10 s before local expiry does not re-check', async () => {
    const { actor, status } = await signedIn();
    actor.send({ type: 'TICK', now: NOW + 3_600_000 - EXPIRY_RECHECK_MS - 1, cookiePresent: true });
    expect(status()).toBe('signedIn');
  });

  it('a tick within 10 s of local expiry is expiring and re-checks; success renews the expiry', async () => {
    const renewed = session(NOW + 7_200_000);
    const { actor, status, effects, settled } = await signedIn();
    effects.check.mockImplementationOnce(async () => renewed);
    actor.send({ type: 'TICK', now: NOW + 3_600_000 - EXPIRY_RECHECK_MS, cookiePresent: true });
    expect(status()).toBe('expiring');
    await settled('signedIn');
    expect(effects.persist).toHaveBeenCalledWith(renewed);
    expect(actor.getSnapshot().context.session?.expiresAt).toBe(NOW + 7_200_000);
  });

  it("a re-check answering '异常访问' signs out, clears the credential and calls the login handler", async () => {
    const { actor, effects, settled } = await signedIn();
    effects.check.mockImplementationOnce(() => Promise.reject(new SsoError('异常访问')));
    actor.send({ type: 'TICK', now: NOW + 3_600_000, cookiePresent: true });
    await settled('signedOut');
    expect(effects.forget).toHaveBeenCalledTimes(1);
    expect(effects.sessionLost).toHaveBeenCalledTimes(1);
  });

  it('a re-check failing otherwise signs out and calls the login handler, keeping the credential', async () => {
    const { actor, effects, settled } = await signedIn();
    effects.check.mockImplementationOnce(() => Promise.reject(new Error('network')));
    actor.send({ type: 'TICK', now: NOW + 3_600_000, cookiePresent: true });
    await settled('signedOut');
    expect(effects.forget).not.toHaveBeenCalled();
    expect(effects.sessionLost).toHaveBeenCalledTimes(1);
  });

  it('the cookie vanishing while expiring signs out at once', async () => {
    const { actor, effects, status } = await signedIn();
    effects.check.mockImplementationOnce(() => new Promise(() => undefined));
    actor.send({ type: 'TICK', now: NOW + 3_600_000, cookiePresent: true });
    expect(status()).toBe('expiring');
    actor.send({ type: 'TICK', now: NOW + 3_600_001, cookiePresent: false });
    expect(status()).toBe('signedOut');
    expect(effects.sessionLost).toHaveBeenCalledTimes(1);
  });

  it('signing out calls logout, then clears the credential; status stays signed in until then', async () => {
    let finish = () => undefined as void;
    const { actor, effects, status, settled } = await signedIn({ logout: () => new Promise<void>((resolve) => (finish = resolve)) });
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(status()).toBe('signedIn');
    finish();
    await settled('signedOut');
    expect(effects.logout).toHaveBeenCalledTimes(1);
    expect(effects.forget).toHaveBeenCalledTimes(1);
    expect(effects.sessionLost).not.toHaveBeenCalled();
  });

  it('a failed logout call still signs out and clears the credential', async () => {
    const { actor, effects, settled } = await signedIn({ logout: () => Promise.reject(new Error('network')) });
    actor.send({ type: 'SIGN_OUT' });
    await settled('signedOut');
    expect(effects.forget).toHaveBeenCalledTimes(1);
  });

  it('signing out from expiring goes through logout too', async () => {
    const { actor, effects, settled } = await signedIn();
    effects.check.mockImplementationOnce(() => new Promise(() => undefined));
    actor.send({ type: 'TICK', now: NOW + 3_600_000, cookiePresent: true });
    actor.send({ type: 'SIGN_OUT' });
    await settled('signedOut');
    expect(effects.logout).toHaveBeenCalledTimes(1);
  });
});

describe('cookie session: adopting a login', () => {
  it('signed out → signed in with the session the login form opened, persisted', () => {
    const { actor, status, effects } = run();
    const opened = session(NOW + 3_600_000, 'tok-new');
    actor.send({ type: 'ADOPT', session: opened });
    expect(status()).toBe('signedIn');
    expect(actor.getSnapshot().context.session).toEqual(opened);
    expect(effects.persist).toHaveBeenCalledWith(opened);
  });

  it('ticks while signed out are ignored', () => {
    const { actor, status, effects } = run();
    actor.send({ type: 'TICK', now: NOW, cookiePresent: false });
    expect(status()).toBe('signedOut');
    expect(effects.sessionLost).not.toHaveBeenCalled();
  });
});
