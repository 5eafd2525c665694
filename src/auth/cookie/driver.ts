import { createActor, fromPromise } from 'xstate';
import { SIGN_IN_NEEDS_CONNECTION } from '../needsConnection';
import { isSignedInStatus, sessionStateStore, type DriverContext, type SessionDriver, type SignInOptions } from '../session';
import { redirectToLogin } from './loginRedirect';
import { cookieSessionMachine, statusOf, type CookieSessionSnapshot } from './sessionMachine';
import { clearSessionMarker, sessionCookiePresent, ssoCheckSession, ssoLogout, type SsoHeaders } from './sso';
import { clearStoredSession, COOKIE_SESSION_LIFETIME_MS, readStoredSession, writeStoredSession, type StoredSession } from './storedSession';

/** Spec section 4: the cookie check runs about every second. */
export const COOKIE_CHECK_INTERVAL_MS = 1000;

/**
 * Cookie mode (spec section 4): the session the SSO's cookie holds, its credential and local
 * expiry kept in sessionStorage, watched once a second. `signIn` takes up the session the login
 * form has just opened (`openCookieSession`); with none, it sends the visitor to the form.
 */
export function createCookieDriver(context: DriverContext): SessionDriver {
  const headers = (): SsoHeaders => ({ language: context.language() });
  const machine = cookieSessionMachine.provide({
    actors: {
      checkSession: fromPromise<StoredSession, StoredSession>(async ({ input }) => {
        const result = await ssoCheckSession(input.token, headers());
        const accountId = typeof result === 'string' ? result : result.accountId;
        const name = typeof result === 'string' ? input.user.name : (result.name ?? input.user.name);
        return { token: input.token, user: { sub: accountId, accountId, name }, expiresAt: Date.now() + COOKIE_SESSION_LIFETIME_MS };
      }),
      logout: fromPromise<void, StoredSession>(({ input }) => ssoLogout(input.token, headers())),
    },
    actions: {
      persist: (_, session) => writeStoredSession(session),
      forget: () => {
        clearStoredSession();
        clearSessionMarker();
      },
      sessionLost: () => redirectToLogin(),
    },
  });

  let actor: ReturnType<typeof createActor<typeof machine>> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;
  let started = false;
  let stopped = false;
  const store = sessionStateStore({ status: 'checking', user: null, error: null });

  // Only a change of status or user is news: getState keeps its object otherwise.
  const publish = (snapshot: CookieSessionSnapshot) => {
    const status = statusOf(snapshot);
    const user = isSignedInStatus(status) ? (snapshot.context.session?.user ?? null) : null;
    const state = store.get();
    if (status === state.status && user === state.user) return;
    store.set({ status, user, error: null });
  };

  const tick = async () => {
    if (!actor) return;
    // A helper frame that fails to answer once is no proof the cookie is gone: the next tick asks again.
    const cookiePresent = await sessionCookiePresent().catch(() => true);
    actor.send({ type: 'TICK', now: Date.now(), cookiePresent });
  };

  return {
    start() {
      if (started) return;
      started = true;
      const begin = (session: StoredSession | null) => {
        // The cookie look is asynchronous on helper hosts: the app may have stopped us meanwhile.
        if (stopped) return;
        if (!session) clearStoredSession();
        actor = createActor(machine, { input: { session } });
        actor.subscribe(publish);
        actor.start();
        timer = setInterval(() => void tick(), COOKIE_CHECK_INTERVAL_MS);
      };
      const stored = readStoredSession();
      // A credential whose cookie is already gone belongs to an ended session: drop it quietly.
      void (stored ? sessionCookiePresent() : Promise.resolve(false)).then(
        (present) => begin(present ? stored : null),
        () => begin(null),
      );
    },
    stop() {
      stopped = true;
      clearInterval(timer);
      actor?.stop();
      actor = null;
    },
    getState: store.get,
    subscribe: store.subscribe,
    accessToken: () => (isSignedInStatus(store.get().status) ? (actor?.getSnapshot().context.session?.token ?? null) : null),
    async signIn(options?: SignInOptions) {
      if (!navigator.onLine) return store.set({ ...store.get(), error: SIGN_IN_NEEDS_CONNECTION });
      const opened = readStoredSession();
      if (opened && actor) actor.send({ type: 'ADOPT', session: opened });
      else redirectToLogin(options?.returnTo);
    },
    signOut() {
      const current = actor;
      if (!current || !isSignedInStatus(store.get().status)) {
        clearStoredSession();
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const watch = current.subscribe((snapshot) => {
          if (!snapshot.matches('signedOut')) return;
          watch.unsubscribe();
          resolve();
        });
        current.send({ type: 'SIGN_OUT' });
      });
    },
  };
}
