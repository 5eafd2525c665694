import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SessionStatus } from '../session';
import type { StoredSession } from './storedSession';

/** Spec section 4: the session is re-checked when its local expiry is within 10 s. */
export const EXPIRY_RECHECK_MS = 10_000;

export type CookieSessionEvent =
  /** The login form opened a session (its credential is already stored). */
  | { type: 'ADOPT'; session: StoredSession }
  /** The once-a-second look at the clock and the session cookie. */
  | { type: 'TICK'; now: number; cookiePresent: boolean }
  | { type: 'SIGN_OUT' };

const isAbnormal = (error: unknown) => typeof error === 'object' && error !== null && (error as { abnormal?: unknown }).abnormal === true;

/**
 * Cookie-mode session (spec section 4, "Cookie mode"). A stored credential is confirmed with
 * checksession before it counts; while signed in, each TICK checks that the cookie is still
 * there (gone: signed out and the login handler runs) and whether local expiry is within 10 s
 * (then checksession again, which renews the local expiry). '异常访问' from checksession clears
 * the stored credential. Side effects are named here and supplied by the driver (`provide`),
 * so every transition is tested without a browser.
 */
export const cookieSessionMachine = setup({
  types: {
    context: {} as { session: StoredSession | null },
    input: {} as { session: StoredSession | null },
    events: {} as CookieSessionEvent,
  },
  actors: {
    /** checksession for the stored credential; resolves the session with its renewed expiry. */
    checkSession: fromPromise<StoredSession, StoredSession>(() => Promise.reject(new Error('checkSession not provided'))),
    logout: fromPromise<void, StoredSession>(() => Promise.reject(new Error('logout not provided'))),
  },
  actions: {
    /** Keep the session (credential, user, expiry) in sessionStorage. */
    persist: (_, _session: StoredSession) => undefined,
    /** Clear the sessionStorage entry (and, on logout, the cookie). */
    forget: () => undefined,
    /** The login handler: the visitor lost the session and is sent to sign in again. */
    sessionLost: () => undefined,
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    cookieGone: ({ event }) => event.type === 'TICK' && !event.cookiePresent,
    nearExpiry: ({ context, event }) => event.type === 'TICK' && context.session !== null && context.session.expiresAt - event.now <= EXPIRY_RECHECK_MS,
  },
}).createMachine({
  id: 'cookieSession',
  context: ({ input }) => ({ session: input.session }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasSession', target: 'checking' }, { target: 'signedOut' }],
    },
    checking: {
      invoke: {
        src: 'checkSession',
        input: ({ context }) => context.session!,
        onDone: { target: 'signedIn', actions: [assign({ session: ({ event }) => event.output }), { type: 'persist', params: ({ event }) => event.output }] },
        onError: [
          { guard: ({ event }) => isAbnormal(event.error), target: 'signedOut', actions: 'forget' },
          { target: 'signedOut' },
        ],
      },
    },
    signedIn: {
      on: {
        TICK: [
          { guard: 'cookieGone', target: 'signedOut', actions: ['forget', 'sessionLost'] },
          { guard: 'nearExpiry', target: 'expiring' },
        ],
        SIGN_OUT: 'signingOut',
      },
    },
    expiring: {
      invoke: {
        src: 'checkSession',
        input: ({ context }) => context.session!,
        onDone: { target: 'signedIn', actions: [assign({ session: ({ event }) => event.output }), { type: 'persist', params: ({ event }) => event.output }] },
        onError: [
          { guard: ({ event }) => isAbnormal(event.error), target: 'signedOut', actions: ['forget', 'sessionLost'] },
          { target: 'signedOut', actions: 'sessionLost' },
        ],
      },
      on: {
        TICK: { guard: 'cookieGone', target: 'signedOut', actions: ['forget', 'sessionLost'] },
        SIGN_OUT: 'signingOut',
      },
    },
    signingOut: {
      invoke: {
        src: 'logout',
        input: ({ context }) => context.session!,
        // The visitor asked to leave: a failed logout call still signs them out here.
        onDone: { target: 'signedOut', actions: 'forget' },
        onError: { target: 'signedOut', actions: 'forget' },
      },
    },
    signedOut: {
      entry: assign({ session: null }),
    },
  },
  on: {
    ADOPT: { target: '.signedIn', actions: [assign({ session: ({ event }) => event.session }), { type: 'persist', params: ({ event }) => event.session }] },
  },
});

export type CookieSessionSnapshot = SnapshotFrom<typeof cookieSessionMachine>;

/** The contract's status for a machine state (session.ts). */
export function statusOf(snapshot: CookieSessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn') || snapshot.matches('signingOut')) return 'signedIn';
  if (snapshot.matches('expiring')) return 'expiring';
  if (snapshot.matches('signedOut')) return 'signedOut';
  return 'checking';
}
