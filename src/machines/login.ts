import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';

/** Spec section 9: the login wait. */
export const LOGIN_WAIT_MS = 30_000;

/**
 * The result of one login (spec section 4, "Login flow (strong)"): 1 signed in, -1 failed (with
 * the server's errmsg when it gave one, else the reason's translated text), 0 signed out.
 */
export type LoginResult =
  | { code: 1 }
  | { code: 0 }
  | { code: -1; reason: LoginFailure; errmsg: string | null };

/** Why a login (or the popup sign-out) ended in -1. */
type LoginFailure = 'failed' | 'timeout' | 'miniProgramNotLogin' | 'signOutFailed';

/** What the sign-in frame or popup posts back; the listener has already checked its origin and source. */
export interface LoginCodeEvent {
  type: 'CODE';
  code: number;
  errmsg?: string;
}

export type LoginEvent =
  | { type: 'LOGIN' }
  | LoginCodeEvent
  /** The session ended (another tab, a failed renewal): clear the user, call the login handler. */
  | { type: 'SIGNED_OUT' }
  /** Sign-out through the popup. */
  | { type: 'SIGN_OUT' };

interface Context {
  /** Logins started so far: miniProgramNotLogin counts only on the first. */
  attempts: number;
  miniProgramNotLogin: boolean;
  result: LoginResult | null;
}

const errorText = (error: unknown): string | null => (error instanceof Error && error.message ? error.message : null);
const failed = (errmsg: string | null, reason: LoginFailure = 'failed'): LoginResult => ({ code: -1, reason, errmsg });

/**
 * LOGIN → checking: a valid token is code 1 at once. Otherwise, on the first attempt of a
 * mini-program address with miniProgramNotLogin=true, sign out with -1. Otherwise the sign-in
 * opens (frame or popup named after the SSO service, or the redirect) and we wait up to 30 s
 * for its code: 1 → silent sign-in → code 1; -1 → failed with its errmsg; silence → timeout.
 * SIGNED_OUT anywhere clears the user and calls the login handler. SIGN_OUT signs out through
 * the popup: code 0, then the page is redirected. Every effect is an actor or action the
 * driver provides.
 */
export const loginMachine = setup({
  types: {
    context: {} as Context,
    events: {} as LoginEvent,
    input: {} as { miniProgramNotLogin: boolean },
  },
  actors: {
    /** Resolves whether a stored token passes every check. */
    hasValidToken: fromPromise<boolean>(() => Promise.resolve(false)),
    /** Opens the sign-in and relays the codes it posts (as CODE events) until stopped. */
    openSignIn: fromCallback<EventObject>(() => undefined),
    silentSignIn: fromPromise<void>(() => Promise.reject(new Error('no silent sign-in provided'))),
    signOut: fromPromise<void>(() => Promise.resolve()),
    popupSignOut: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1, result: null }),
    settle: assign({ result: (_, result: LoginResult) => result }),
    clearUser: () => undefined,
    callLoginHandler: () => undefined,
    redirectAfterSignOut: () => undefined,
  },
  guards: {
    valid: (_, params: { valid: boolean }) => params.valid,
    miniProgramFirstAttempt: ({ context }) => context.miniProgramNotLogin && context.attempts === 1,
    success: (_, params: { code: number }) => params.code === 1,
    failure: (_, params: { code: number }) => params.code === -1,
  },
  delays: { loginWait: LOGIN_WAIT_MS },
}).createMachine({
  id: 'login',
  initial: 'idle',
  context: ({ input }) => ({ attempts: 0, miniProgramNotLogin: input.miniProgramNotLogin, result: null }),
  on: {
    SIGNED_OUT: { target: '.signedOut', actions: ['clearUser', 'callLoginHandler'] },
  },
  states: {
    idle: {
      on: { LOGIN: 'checking', SIGN_OUT: 'signingOutPopup' },
    },
    checking: {
      entry: 'countAttempt',
      invoke: {
        src: 'hasValidToken',
        onDone: [
          { guard: { type: 'valid', params: ({ event }) => ({ valid: event.output }) }, target: 'done', actions: { type: 'settle', params: { code: 1 } } },
          { guard: 'miniProgramFirstAttempt', target: 'signingOutMiniProgram' },
          { target: 'waitingForCode' },
        ],
        onError: 'waitingForCode',
      },
    },
    signingOutMiniProgram: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'done', actions: { type: 'settle', params: failed(null, 'miniProgramNotLogin') } },
        onError: { target: 'done', actions: { type: 'settle', params: failed(null, 'miniProgramNotLogin') } },
      },
    },
    waitingForCode: {
      invoke: { src: 'openSignIn' },
      after: { loginWait: { target: 'done', actions: { type: 'settle', params: failed(null, 'timeout') } } },
      on: {
        CODE: [
          { guard: { type: 'success', params: ({ event }) => ({ code: event.code }) }, target: 'silentSignIn' },
          {
            guard: { type: 'failure', params: ({ event }) => ({ code: event.code }) },
            target: 'done',
            actions: { type: 'settle', params: ({ event }) => failed(event.errmsg || null) },
          },
        ],
      },
    },
    silentSignIn: {
      invoke: {
        src: 'silentSignIn',
        onDone: { target: 'done', actions: { type: 'settle', params: { code: 1 } } },
        onError: { target: 'done', actions: { type: 'settle', params: ({ event }) => failed(errorText(event.error)) } },
      },
    },
    signingOutPopup: {
      invoke: {
        src: 'popupSignOut',
        onDone: { target: 'done', actions: [{ type: 'settle', params: { code: 0 } }, 'redirectAfterSignOut'] },
        onError: { target: 'done', actions: { type: 'settle', params: ({ event }) => failed(errorText(event.error), 'signOutFailed') } },
      },
    },
    // The result waits in context; another LOGIN or SIGN_OUT starts again.
    done: {
      on: { LOGIN: 'checking', SIGN_OUT: 'signingOutPopup' },
    },
    signedOut: {
      on: { LOGIN: 'checking' },
    },
  },
});
