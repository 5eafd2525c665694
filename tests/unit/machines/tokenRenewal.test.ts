import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { RenewalFailure, RENEWAL_BACKOFF_MS, RENEWAL_MAX_ATTEMPTS, tokenRenewalMachine } from '../../../src/machines/tokenRenewal';

/** A renew actor whose every call the test settles by hand. */
function harness() {
  const calls: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const machine = tokenRenewalMachine.provide({
    actors: {
      renew: fromPromise<void>(
        () =>
          new Promise<void>((resolve, reject) => {
            calls.push({ resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  const state = () => actor.getSnapshot().value;
  const settle = async (outcome: 'ok' | unknown) => {
    const call = calls.at(-1)!;
    if (outcome === 'ok') call.resolve();
    else call.reject(outcome);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, calls, state, settle };
}

const timeout = new RenewalFailure('unknown', new Error('IFrame timed out without a response'));
const loginRequired = new RenewalFailure('signedOut', new Error('login_required'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('token renewal machine', () => {
  it('watches until the expiring notice, renews once, and watches again on success', async () => {
    const { state, calls, settle, actor } = harness();
    expect(state()).toBe('watching');
    actor.send({ type: 'EXPIRING' });
    expect(state()).toBe('renewing');
    await settle('ok');
    expect(state()).toBe('watching');
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('renews on expiry too', () => {
    const { state, actor } = harness();
    actor.send({ type: 'EXPIRED' });
    expect(state()).toBe('renewing');
  });

  it('keeps one renewal in flight: further notices are ignored', () => {
    const { calls, actor } = harness();
    actor.send({ type: 'EXPIRING' });
    actor.send({ type: 'EXPIRING' });
    actor.send({ type: 'EXPIRED' });
    expect(calls).toHaveLength(1);
  });

  it('signs out when the provider answers login_required (or the new token fails the checks)', async () => {
    const { state, settle, actor } = harness();
    actor.send({ type: 'EXPIRING' });
    await settle(loginRequired);
    expect(state()).toBe('signedOut');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.failure).toBe(loginRequired);
  });

  it('treats a timeout as unknown: keeps the user and retries with doubling backoff', async () => {
    const { state, settle, actor, calls } = harness();
    actor.send({ type: 'EXPIRING' });
    await settle(timeout);
    expect(state()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(RENEWAL_BACKOFF_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(state()).toBe('renewing');
    expect(calls).toHaveLength(2);
    await settle(timeout);
    await vi.advanceTimersByTimeAsync(2 * RENEWAL_BACKOFF_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await settle('ok');
    expect(state()).toBe('watching');
  });

  it('treats any unclassified error as unknown', async () => {
    const { state, settle, actor } = harness();
    actor.send({ type: 'EXPIRING' });
    await settle(new TypeError('Failed to fetch'));
    expect(state()).toBe('retrying');
    expect(actor.getSnapshot().context.failure?.kind).toBe('unknown');
  });

  it('rests in unknown after the bounded attempts, then starts afresh at the next notice', async () => {
    const { state, settle, actor, calls } = harness();
    actor.send({ type: 'EXPIRING' });
    for (let attempt = 1; attempt < RENEWAL_MAX_ATTEMPTS; attempt++) {
      await settle(timeout);
      await vi.advanceTimersByTimeAsync(RENEWAL_BACKOFF_MS * 2 ** (attempt - 1));
    }
    await settle(timeout);
    expect(calls).toHaveLength(RENEWAL_MAX_ATTEMPTS);
    expect(state()).toBe('unknown');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(RENEWAL_MAX_ATTEMPTS);
    actor.send({ type: 'EXPIRED' });
    expect(state()).toBe('renewing');
    expect(actor.getSnapshot().context.attempts).toBe(1);
  });

  it.each(['watching', 'renewing', 'retrying'] as const)('stops on a sign-out event while %s', async (where) => {
    const { state, settle, actor } = harness();
    if (where !== 'watching') actor.send({ type: 'EXPIRING' });
    if (where === 'retrying') await settle(timeout);
    expect(state()).toBe(where);
    actor.send({ type: 'SIGNED_OUT' });
    expect(state()).toBe('signedOut');
  });
});
