import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MallFailure, failureText, type MallFailureKind } from '../../../src/machines/pointsMall/failure';
import { redemptionMachine, type RedeemRequest, type RedemptionEvent } from '../../../src/machines/pointsMall/redemption';
import { heldCall } from '../support/heldCall';

function harness() {
  const redeem = heldCall<{ orderId: string }, RedeemRequest>();
  const actor = createActor(redemptionMachine.provide({ actors: { redeem: redeem.logic } }), { input: { merchandiseId: 'm-7' } }).start();
  const send = (...events: RedemptionEvent[]) => events.forEach((event) => actor.send(event));
  const settle = async (answer: { orderId: string } | Error) => {
    redeem.answer(answer instanceof Error ? { error: answer } : { output: answer });
    await waitFor(actor, (snapshot) => !snapshot.matches('redeeming'));
  };
  return { send, settle, requests: redeem.requests, snapshot: () => actor.getSnapshot() };
}

/** A confirmed attempt whose call failed with `error`. */
async function failedAttempt(error: Error) {
  const redemption = harness();
  redemption.send({ type: 'REDEEM' }, { type: 'CONFIRM' });
  await redemption.settle(error);
  return redemption;
}

afterEach(() => vi.restoreAllMocks());
/** crypto.randomUUID made predictable: the n-th key ends in n. */
function numberedKeys() {
  let keys = 0;
  vi.spyOn(crypto, 'randomUUID').mockImplementation(() => `00000000-0000-4000-8000-00000000000${++keys}` as `${string}-${string}-${string}-${string}-${string}`);
}

describe('redemption machine', () => {
  it('starts idle with no attempt', () => {
    const { snapshot } = harness();
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toEqual({ merchandiseId: 'm-7', idempotencyKey: null, orderId: null, failure: null });
  });

  it('asks "Confirm redemption?" before anything is sent', () => {
    const { send, snapshot, requests } = harness();
    send({ type: 'REDEEM' });
    expect(snapshot().value).toBe('confirming');
    expect(snapshot().getMeta()['redemption.confirming']).toEqual({ text: { key: 'points-mall:redeem.confirm' } });
    expect(requests).toEqual([]);
  });

  it('goes back to idle when the visitor says no', () => {
    const { send, snapshot, requests } = harness();
    send({ type: 'REDEEM' }, { type: 'DISMISS' });
    expect(snapshot().value).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('confirming sends one request with a new idempotency key', () => {
    numberedKeys();
    const { send, snapshot, requests } = harness();
    send({ type: 'REDEEM' }, { type: 'CONFIRM' });
    expect(snapshot().value).toBe('redeeming');
    expect(snapshot().getMeta()['redemption.redeeming']).toEqual({ text: { key: 'points-mall:redeem.redeeming' } });
    expect(requests).toEqual([{ merchandiseId: 'm-7', idempotencyKey: '00000000-0000-4000-8000-000000000001' }]);
  });

  it('a double click or a second confirm while redeeming sends nothing more', () => {
    const { send, snapshot, requests } = harness();
    send({ type: 'REDEEM' }, { type: 'CONFIRM' }, { type: 'CONFIRM' }, { type: 'REDEEM' }, { type: 'CONFIRM' }, { type: 'RETRY' }, { type: 'DISMISS' }, { type: 'RESET' });
    expect(snapshot().value).toBe('redeeming');
    expect(requests).toHaveLength(1);
  });

  it('succeeds with the order id', async () => {
    const { send, settle, snapshot } = harness();
    send({ type: 'REDEEM' }, { type: 'CONFIRM' });
    await settle({ orderId: 'o-42' });
    expect(snapshot().value).toBe('success');
    expect(snapshot().context.orderId).toBe('o-42');
    expect(snapshot().getMeta()['redemption.success']).toEqual({ text: { key: 'points-mall:redeem.success' } });
  });

  it.each<[MallFailureKind, string]>([
    ['insufficientPoints', 'points-mall:failure.insufficientPoints'],
    ['limit', 'points-mall:failure.limit'],
    ['soldOut', 'points-mall:failure.soldOut'],
    ['grade', 'points-mall:failure.grade'],
    ['notSignedIn', 'errors:notLoggedIn'],
    ['timeout', 'errors:gateway.timeout'],
  ])('fails with the reason kind %s and its text', async (kind, key) => {
    const { snapshot } = await failedAttempt(new MallFailure(kind));
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.failure).toBe(kind);
    expect(failureText(kind)).toEqual({ key });
  });

  it('counts an error that names no reason as a network failure', async () => {
    const { snapshot } = await failedAttempt(new TypeError('Failed to fetch'));
    expect(snapshot().context.failure).toBe('network');
    expect(failureText('network')).toEqual({ key: 'errors:gateway.network' });
  });

  it('retries the same attempt with the same key', async () => {
    numberedKeys();
    const { send, settle, snapshot, requests } = await failedAttempt(new MallFailure('timeout'));
    send({ type: 'RETRY' });
    expect(snapshot().value).toBe('redeeming');
    expect(snapshot().context.failure).toBeNull();
    await settle({ orderId: 'o-43' });
    expect(snapshot().value).toBe('success');
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001']);
  });

  it('a reset after a refusal starts a new attempt with a new key', async () => {
    numberedKeys();
    const { send, snapshot, requests } = await failedAttempt(new MallFailure('soldOut'));
    send({ type: 'RESET' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ idempotencyKey: null, failure: null });
    send({ type: 'REDEEM' }, { type: 'CONFIRM' });
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']);
  });

  it.each<MallFailureKind>(['timeout', 'network'])('a reset after a %s keeps the key: the gateway may have made the order, so the next confirm sends it again', async (kind) => {
    numberedKeys();
    const { send, snapshot, requests } = await failedAttempt(new MallFailure(kind));
    send({ type: 'RESET' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ idempotencyKey: '00000000-0000-4000-8000-000000000001', failure: null });
    send({ type: 'REDEEM' }, { type: 'CONFIRM' });
    expect(requests.map((request) => request.idempotencyKey)).toEqual(['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001']);
  });

  it('resumes an attempt whose answer never came (a reload) with its key, and a success forgets it', async () => {
    numberedKeys();
    const redeem = heldCall<{ orderId: string }, RedeemRequest>();
    const machine = redemptionMachine.provide({ actors: { redeem: redeem.logic } });
    const actor = createActor(machine, { input: { merchandiseId: 'm-7', idempotencyKey: 'resumed-key-1' } }).start();
    actor.send({ type: 'REDEEM' });
    actor.send({ type: 'CONFIRM' });
    redeem.answer({ output: { orderId: 'o-45' } });
    await waitFor(actor, (snapshot) => snapshot.matches('success'));
    actor.send({ type: 'RESET' });
    actor.send({ type: 'REDEEM' });
    actor.send({ type: 'CONFIRM' });
    expect(redeem.requests.map((request) => request.idempotencyKey)).toEqual(['resumed-key-1', '00000000-0000-4000-8000-000000000001']);
  });

  it('a reset after a success forgets the order and starts over', async () => {
    const { send, settle, snapshot } = harness();
    send({ type: 'REDEEM' }, { type: 'CONFIRM' });
    await settle({ orderId: 'o-44' });
    send({ type: 'RESET' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context).toMatchObject({ idempotencyKey: null, orderId: null });
  });

  it('ignores events that do not belong to a state', () => {
    const { send, snapshot } = harness();
    send({ type: 'CONFIRM' }, { type: 'RETRY' }, { type: 'RESET' }, { type: 'DISMISS' });
    expect(snapshot().value).toBe('idle');
    send({ type: 'REDEEM' }, { type: 'REDEEM' }, { type: 'RETRY' }, { type: 'RESET' });
    expect(snapshot().value).toBe('confirming');
  });
});
