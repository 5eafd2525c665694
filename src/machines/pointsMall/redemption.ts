import { assign, fromPromise, setup } from 'xstate';
import { failureKind, outcomeUnknown, type MallFailureKind } from './failure';
import type { MallText } from './texts';

/** What the injected redemption call receives: the key makes a repeated request harmless. */
export interface RedeemRequest {
  merchandiseId: string;
  idempotencyKey: string;
}

export interface RedemptionContext {
  merchandiseId: string;
  /** One per attempt: made on confirm, kept by retries, dropped by reset. */
  idempotencyKey: string | null;
  orderId: string | null;
  failure: MallFailureKind | null;
}

export interface RedemptionInput {
  merchandiseId: string;
  /** The key of an attempt whose answer never came (the page reloaded while it was in flight): the next confirm sends it again. */
  idempotencyKey?: string | null;
}

export type RedemptionEvent =
  | { type: 'REDEEM' }
  /** Yes to 'Confirm redemption?'. */
  | { type: 'CONFIRM' }
  /** No to 'Confirm redemption?'. */
  | { type: 'DISMISS' }
  /** The same attempt again, with the same key: the gateway answers it at most once. */
  | { type: 'RETRY' }
  /** Done with this attempt; the next confirm is a new one. */
  | { type: 'RESET' };

/**
 * One redemption (spec section 5): idle → REDEEM → confirming → CONFIRM → redeeming → success
 * (order id) | failed (reason kind). In redeeming nothing is listened to, so a double click
 * or a second confirm cannot send a second request. The call is the `redeem` actor the caller
 * provides; it rejects with a MallFailure for a known reason. After a refusal a reset ends the
 * attempt; after a timeout or a lost reply it keeps the key, since the order may exist. States
 * with a fixed text carry it in `meta.text`.
 */
export const redemptionMachine = setup({
  types: {
    context: {} as RedemptionContext,
    events: {} as RedemptionEvent,
    input: {} as RedemptionInput,
    /** A state's own text; failed's comes from its kind (failureText). */
    meta: {} as { text: MallText },
  },
  actors: {
    redeem: fromPromise<{ orderId: string }, RedeemRequest>(() => Promise.reject(new Error('no redemption call provided'))),
  },
  actions: {
    // An attempt whose outcome is unknown keeps its key: confirming again must not redeem twice.
    newAttempt: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? crypto.randomUUID(), orderId: null, failure: null }),
    endAttempt: assign({ idempotencyKey: null, orderId: null, failure: null }),
  },
  guards: {
    /** The gateway may have made the order: the key stays with the attempt. */
    outcomeUnknown: ({ context }) => outcomeUnknown(context.failure),
  },
}).createMachine({
  id: 'redemption',
  context: ({ input }) => ({ merchandiseId: input.merchandiseId, idempotencyKey: input.idempotencyKey ?? null, orderId: null, failure: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { REDEEM: 'confirming' },
    },
    confirming: {
      meta: { text: { key: 'points-mall:redeem.confirm' } },
      on: { CONFIRM: { target: 'redeeming', actions: 'newAttempt' }, DISMISS: 'idle' },
    },
    redeeming: {
      meta: { text: { key: 'points-mall:redeem.redeeming' } },
      invoke: {
        src: 'redeem',
        input: ({ context }) => ({ merchandiseId: context.merchandiseId, idempotencyKey: context.idempotencyKey! }),
        onDone: { target: 'success', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureKind(event.error) }) },
      },
    },
    success: {
      meta: { text: { key: 'points-mall:redeem.success' } },
      on: { RESET: { target: 'idle', actions: 'endAttempt' } },
    },
    failed: {
      on: {
        RETRY: { target: 'redeeming', actions: assign({ failure: null }) },
        RESET: [
          { guard: 'outcomeUnknown', target: 'idle', actions: assign({ failure: null }) },
          { target: 'idle', actions: 'endAttempt' },
        ],
      },
    },
  },
});
