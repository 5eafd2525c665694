import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { MallFailure } from '../../../src/machines/pointsMall/failure';
import { orderCancelMachine, refusalText, type OrderCancelEvent } from '../../../src/machines/pointsMall/orderCancel';
import { heldCall } from '../support/heldCall';

function harness(isVirtual = false) {
  const cancelOrder = heldCall<void, { orderId: string }>();
  const actor = createActor(orderCancelMachine.provide({ actors: { cancelOrder: cancelOrder.logic } }), { input: { orderId: 'o-42', isVirtual } }).start();
  const send = (...events: OrderCancelEvent[]) => events.forEach((event) => actor.send(event));
  const settle = async (error?: Error) => {
    cancelOrder.answer(error ? { error } : { output: undefined });
    await waitFor(actor, (snapshot) => !snapshot.matches('cancelling'));
  };
  const snapshot = () => actor.getSnapshot();
  return { send, settle, requests: cancelOrder.requests, snapshot, text: () => Object.values(snapshot().getMeta())[0]?.text };
}

/** A confirmed cancel whose call failed with `error`. */
async function failedCancel(error: Error) {
  const cancel = harness();
  cancel.send({ type: 'CANCEL_ORDER' }, { type: 'CONFIRM' });
  await cancel.settle(error);
  return cancel;
}

describe('order cancel machine', () => {
  it('asks "Are you sure you want to cancel the order?" before anything is sent', () => {
    const { send, snapshot, requests, text } = harness();
    expect(snapshot().value).toBe('idle');
    send({ type: 'CANCEL_ORDER' });
    expect(snapshot().value).toBe('asking');
    expect(text()).toEqual({ key: 'points-mall:cancel.confirm' });
    expect(requests).toEqual([]);
  });

  it('goes back to idle when the visitor keeps the order', () => {
    const { send, snapshot, requests } = harness();
    send({ type: 'CANCEL_ORDER' }, { type: 'DISMISS' });
    expect(snapshot().value).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('cancels the order once, however often confirm is pressed', () => {
    const { send, snapshot, requests, text } = harness();
    send({ type: 'CANCEL_ORDER' }, { type: 'CONFIRM' }, { type: 'CONFIRM' }, { type: 'CANCEL_ORDER' }, { type: 'RETRY' }, { type: 'DISMISS' });
    expect(snapshot().value).toBe('cancelling');
    expect(text()).toEqual({ key: 'points-mall:cancel.cancelling' });
    expect(requests).toEqual([{ orderId: 'o-42' }]);
  });

  it('ends in cancelled with "order cancel success"', async () => {
    const { send, settle, snapshot, text } = harness();
    send({ type: 'CANCEL_ORDER' }, { type: 'CONFIRM' });
    await settle();
    expect(snapshot().value).toBe('cancelled');
    expect(snapshot().status).toBe('done');
    expect(text()).toEqual({ key: 'points-mall:cancel.success' });
  });

  it('fails with the reason kind the call gives, or network for any other error', async () => {
    expect((await failedCancel(new MallFailure('notCancellable'))).snapshot().context.failure).toBe('notCancellable');
    const { snapshot } = await failedCancel(new Error('socket hang up'));
    expect(snapshot().value).toBe('failed');
    expect(snapshot().context.failure).toBe('network');
  });

  it('retries the same order after a failure', async () => {
    const { send, settle, snapshot, requests } = await failedCancel(new MallFailure('timeout'));
    send({ type: 'RETRY' });
    expect(snapshot().value).toBe('cancelling');
    expect(snapshot().context.failure).toBeNull();
    await settle();
    expect(snapshot().value).toBe('cancelled');
    expect(requests).toEqual([{ orderId: 'o-42' }, { orderId: 'o-42' }]);
  });

  it('goes back to idle when the visitor dismisses a failure', async () => {
    const { send, snapshot } = await failedCancel(new MallFailure('network'));
    send({ type: 'DISMISS' });
    expect(snapshot().value).toBe('idle');
    expect(snapshot().context.failure).toBeNull();
  });

  it('refuses to cancel a virtual item after redemption, and says why', () => {
    const { send, snapshot, requests } = harness(true);
    expect(snapshot().can({ type: 'CANCEL_ORDER' })).toBe(false);
    expect(snapshot().context.refusal).toBe('virtualItem');
    expect(refusalText('virtualItem')).toEqual({ key: 'points-mall:cancel.virtualItem' });
    send({ type: 'CANCEL_ORDER' }, { type: 'CONFIRM' });
    expect(snapshot().value).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('lets a physical item be cancelled', () => {
    const { snapshot } = harness(false);
    expect(snapshot().can({ type: 'CANCEL_ORDER' })).toBe(true);
    expect(snapshot().context.refusal).toBeNull();
  });
});
