import { assign, fromPromise, setup } from 'xstate';
import { failureKind, type MallFailureKind } from './failure';
import type { MallText } from './texts';

/** The order being cancelled, as the order detail knows it. */
export interface CancellableOrder {
  orderId: string;
  /** A virtual item (a discount code, an e-ticket) is delivered on redemption. */
  isVirtual: boolean;
}

export interface OrderCancelContext {
  orderId: string;
  /** Why this order can never be cancelled; null when it can. */
  refusal: 'virtualItem' | null;
  failure: MallFailureKind | null;
}

export type OrderCancelEvent =
  | { type: 'CANCEL_ORDER' }
  /** Yes to 'Are you sure you want to cancel the order?'. */
  | { type: 'CONFIRM' }
  /** No to the question, or done with a failure. */
  | { type: 'DISMISS' }
  | { type: 'RETRY' };

/** The text of why an order cannot be cancelled, for the screen that hides its cancel button. */
export const refusalText = (refusal: 'virtualItem'): MallText => ({ key: `points-mall:cancel.${refusal}` });

/**
 * Cancelling one order (spec section 5): idle → CANCEL_ORDER → asking → CONFIRM → cancelling
 * → cancelled ('order cancel success') | failed (reason kind) → RETRY or DISMISS. A virtual
 * item cannot be cancelled after redemption: CANCEL_ORDER is then refused by its guard
 * (`snapshot.can` is false) and `context.refusal` says why. Cancelling an order is idempotent by
 * its id, so a retry needs no key of its own. The call is the `cancelOrder` actor the caller
 * provides; it rejects with a MallFailure for a known reason.
 */
export const orderCancelMachine = setup({
  types: {
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    input: {} as CancellableOrder,
    meta: {} as { text: MallText },
  },
  actors: {
    cancelOrder: fromPromise<void, { orderId: string }>(() => Promise.reject(new Error('no cancel call provided'))),
  },
  guards: {
    cancellable: ({ context }) => context.refusal === null,
  },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({ orderId: input.orderId, refusal: input.isVirtual ? 'virtualItem' : null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { CANCEL_ORDER: { guard: 'cancellable', target: 'asking' } },
    },
    asking: {
      meta: { text: { key: 'points-mall:cancel.confirm' } },
      on: { CONFIRM: 'cancelling', DISMISS: 'idle' },
    },
    cancelling: {
      meta: { text: { key: 'points-mall:cancel.cancelling' } },
      invoke: {
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: 'cancelled',
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureKind(event.error) }) },
      },
    },
    cancelled: {
      type: 'final',
      meta: { text: { key: 'points-mall:cancel.success' } },
    },
    failed: {
      on: {
        RETRY: { target: 'cancelling', actions: assign({ failure: null }) },
        DISMISS: { target: 'idle', actions: assign({ failure: null }) },
      },
    },
  },
});
