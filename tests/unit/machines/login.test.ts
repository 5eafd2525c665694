import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { LOGIN_WAIT_MS, loginMachine, type LoginEvent } from '../../../src/machines/login';

interface Options {
  valid?: boolean | Error;
  miniProgramNotLogin?: boolean;
  silent?: 'ok' | Error;
  popupSignOut?: 'ok' | Error;
}

function harness({ valid = false, miniProgramNotLogin = false, silent = 'ok', popupSignOut = 'ok' }: Options = {}) {
  const effects: string[] = [];
  const outcome = (value: 'ok' | Error) => (value === 'ok' ? Promise.resolve() : Promise.reject(value));
  const machine = loginMachine.provide({
    actors: {
      hasValidToken: fromPromise<boolean>(() => (valid instanceof Error ? Promise.reject(valid) : Promise.resolve(valid))),
      openSignIn: fromCallback<EventObject>(() => {
        effects.push('open');
        return () => effects.push('close');
      }),
      silentSignIn: fromPromise<void>(() => {
        effects.push('silent');
        return outcome(silent);
      }),
      signOut: fromPromise<void>(() => {
        effects.push('signOut');
        return Promise.resolve();
      }),
      popupSignOut: fromPromise<void>(() => {
        effects.push('popupSignOut');
        return outcome(popupSignOut);
      }),
    },
    actions: {
      clearUser: () => void effects.push('clearUser'),
      callLoginHandler: () => void effects.push('loginHandler'),
      redirectAfterSignOut: () => void effects.push('redirect'),
    },
  });
  const actor = createActor(machine, { input: { miniProgramNotLogin } }).start();
  const send = async (event: LoginEvent) => {
    actor.send(event);
    await vi.advanceTimersByTimeAsync(0);
  };
  const snapshot = () => actor.getSnapshot();
  return { actor, send, snapshot, effects };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('login machine (spec section 4, strong)', () => {
  it('returns code 1 at once when the stored token is valid', async () => {
    const { send, snapshot, effects } = harness({ valid: true });
    expect(snapshot().value).toBe('idle');
    await send({ type: 'LOGIN' });
    expect(snapshot().value).toBe('done');
    expect(snapshot().context.result).toEqual({ code: 1 });
    expect(effects).toEqual([]);
  });

  it('opens the sign-in and waits for a code when there is no valid token', async () => {
    const { send, snapshot, effects } = harness();
    await send({ type: 'LOGIN' });
    expect(snapshot().value).toBe('waitingForCode');
    expect(effects).toEqual(['open']);
  });

  it('treats a failed token check like no token', async () => {
    const { send, snapshot } = harness({ valid: new Error('storage broken') });
    await send({ type: 'LOGIN' });
    expect(snapshot().value).toBe('waitingForCode');
  });

  it('code 1 triggers a silent sign-in, then succeeds with code 1', async () => {
    const { send, snapshot, effects } = harness();
    await send({ type: 'LOGIN' });
    await send({ type: 'CODE', code: 1 });
    expect(snapshot().value).toBe('done');
    expect(snapshot().context.result).toEqual({ code: 1 });
    expect(effects).toEqual(['open', 'close', 'silent']);
  });

  it('a failing silent sign-in after code 1 fails with its message', async () => {
    const { send, snapshot } = harness({ silent: new Error('login_required') });
    await send({ type: 'LOGIN' });
    await send({ type: 'CODE', code: 1 });
    expect(snapshot().context.result).toEqual({ code: -1, reason: 'failed', errmsg: 'login_required' });
  });

  it('code -1 fails with the errmsg it carries', async () => {
    const { send, snapshot } = harness();
    await send({ type: 'LOGIN' });
    await send({ type: 'CODE', code: -1, errmsg: '账号已冻结' });
    expect(snapshot().context.result).toEqual({ code: -1, reason: 'failed', errmsg: '账号已冻结' });
  });

  it('code -1 without errmsg fails with no server text (the UI shows login failed)', async () => {
    const { send, snapshot } = harness();
    await send({ type: 'LOGIN' });
    await send({ type: 'CODE', code: -1 });
    expect(snapshot().context.result).toEqual({ code: -1, reason: 'failed', errmsg: null });
  });

  it('ignores other codes while waiting', async () => {
    const { send, snapshot } = harness();
    await send({ type: 'LOGIN' });
    await send({ type: 'CODE', code: 7 });
    expect(snapshot().value).toBe('waitingForCode');
  });

  it('times out after 30 s of silence', async () => {
    const { send, snapshot, effects } = harness();
    await send({ type: 'LOGIN' });
    await vi.advanceTimersByTimeAsync(LOGIN_WAIT_MS - 1);
    expect(snapshot().value).toBe('waitingForCode');
    await vi.advanceTimersByTimeAsync(1);
    expect(snapshot().context.result).toEqual({ code: -1, reason: 'timeout', errmsg: null });
    expect(effects).toEqual(['open', 'close']);
  });

  it('signs out with -1 on the first attempt of a miniProgramNotLogin address, and not on the next', async () => {
    const { send, snapshot, effects } = harness({ miniProgramNotLogin: true });
    await send({ type: 'LOGIN' });
    expect(snapshot().context.result).toEqual({ code: -1, reason: 'miniProgramNotLogin', errmsg: null });
    expect(effects).toEqual(['signOut']);
    await send({ type: 'LOGIN' });
    expect(snapshot().value).toBe('waitingForCode');
  });

  it('a valid token wins over miniProgramNotLogin', async () => {
    const { send, snapshot } = harness({ valid: true, miniProgramNotLogin: true });
    await send({ type: 'LOGIN' });
    expect(snapshot().context.result).toEqual({ code: 1 });
  });

  it.each(['idle', 'waitingForCode', 'done'] as const)('a signed-out event while %s clears the user and calls the login handler', async (where) => {
    const { send, snapshot, effects } = harness();
    if (where !== 'idle') await send({ type: 'LOGIN' });
    if (where === 'done') await send({ type: 'CODE', code: -1 });
    expect(snapshot().value).toBe(where);
    await send({ type: 'SIGNED_OUT' });
    expect(snapshot().value).toBe('signedOut');
    expect(effects.filter((effect) => effect === 'clearUser' || effect === 'loginHandler')).toEqual(['clearUser', 'loginHandler']);
    if (where === 'waitingForCode') expect(effects).toContain('close');
    await send({ type: 'LOGIN' });
    expect(snapshot().value).toBe('waitingForCode');
  });

  it('popup sign-out succeeds with code 0, then redirects', async () => {
    const { send, snapshot, effects } = harness();
    await send({ type: 'SIGN_OUT' });
    expect(snapshot().context.result).toEqual({ code: 0 });
    expect(effects).toEqual(['popupSignOut', 'redirect']);
  });

  it('a failed popup sign-out is -1 (signOutFailed: the driver ends the session by redirect instead) and does not redirect', async () => {
    const { send, snapshot, effects } = harness({ popupSignOut: new Error('Popup window closed') });
    await send({ type: 'LOGIN' });
    await send({ type: 'CODE', code: -1 });
    await send({ type: 'SIGN_OUT' });
    expect(snapshot().context.result).toEqual({ code: -1, reason: 'signOutFailed', errmsg: 'Popup window closed' });
    expect(effects).not.toContain('redirect');
  });
});
