import { assign, fromPromise, setup } from 'xstate';

/**
 * How a renewal ended when it did not succeed. `signedOut`: the provider said the sign-in is
 * over (login_required, or a token that fails our checks, such as another sub): the user goes.
 * `unknown`: nothing was learned (timeout, network): the user stays and the renewal is retried.
 */
export class RenewalFailure extends Error {
  constructor(
    readonly kind: 'signedOut' | 'unknown',
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'RenewalFailure';
  }
}

/** Retries after an unknown outcome, with backoff doubling from this base. */
export const RENEWAL_MAX_ATTEMPTS = 3;
export const RENEWAL_BACKOFF_MS = 2000;

export type TokenRenewalEvent =
  /** The access token expires within the notice (spec section 9: 60 s). */
  | { type: 'EXPIRING' }
  | { type: 'EXPIRED' }
  /** Signed out elsewhere (another tab, the sign-out button): stop renewing. */
  | { type: 'SIGNED_OUT' };

interface Context {
  attempts: number;
  maxAttempts: number;
  backoffMs: number;
  failure: RenewalFailure | null;
}

const asFailure = (error: unknown): RenewalFailure => (error instanceof RenewalFailure ? error : new RenewalFailure('unknown', error));

/**
 * Silent renewal before expiry (spec section 4, "Session"). watching → (expiring notice) →
 * renewing → watching on success; a sign-out answer ends in signedOut; an unknown outcome
 * waits in `retrying` (backoff) and tries again, at most `maxAttempts` times, then rests in
 * `unknown` with the user kept until the next notice. One renewal at a time: notices while
 * one is in flight are ignored. The `renew` actor (the driver's) does the renewal itself:
 * lock, silent sign-in, checks, store.
 */
export const tokenRenewalMachine = setup({
  types: {
    context: {} as Context,
    events: {} as TokenRenewalEvent,
    input: {} as { maxAttempts?: number; backoffMs?: number },
  },
  actors: {
    renew: fromPromise<void>(() => Promise.reject(new RenewalFailure('unknown', 'no renew actor provided'))),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0, failure: null }),
    rememberFailure: assign({ failure: (_, params: { error: unknown }) => asFailure(params.error) }),
  },
  guards: {
    signedOutAnswer: (_, params: { error: unknown }) => asFailure(params.error).kind === 'signedOut',
    attemptsLeft: ({ context }) => context.attempts < context.maxAttempts,
  },
  delays: {
    backoff: ({ context }) => context.backoffMs * 2 ** Math.max(0, context.attempts - 1),
  },
}).createMachine({
  id: 'tokenRenewal',
  initial: 'watching',
  context: ({ input }) => ({
    attempts: 0,
    maxAttempts: input.maxAttempts ?? RENEWAL_MAX_ATTEMPTS,
    backoffMs: input.backoffMs ?? RENEWAL_BACKOFF_MS,
    failure: null,
  }),
  on: { SIGNED_OUT: { target: '.signedOut' } },
  states: {
    watching: {
      on: { EXPIRING: 'renewing', EXPIRED: 'renewing' },
    },
    renewing: {
      entry: 'countAttempt',
      invoke: {
        src: 'renew',
        onDone: { target: 'watching', actions: 'resetAttempts' },
        onError: [
          {
            guard: { type: 'signedOutAnswer', params: ({ event }) => ({ error: event.error }) },
            target: 'signedOut',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: 'attemptsLeft',
            target: 'retrying',
            actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'unknown', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    retrying: {
      after: { backoff: 'renewing' },
    },
    // Every attempt ended without an answer: keep the user; the next notice starts afresh.
    unknown: {
      on: {
        EXPIRING: { target: 'renewing', actions: 'resetAttempts' },
        EXPIRED: { target: 'renewing', actions: 'resetAttempts' },
      },
    },
    signedOut: { type: 'final' },
  },
});
