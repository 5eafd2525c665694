import { UserManager, type INavigator, type User, type UserManagerSettings } from 'oidc-client-ts';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { loginMachine } from '../../machines/login';
import { tokenRenewalMachine } from '../../machines/tokenRenewal';
import { CHECKING, isSignedInStatus, sessionStateStore, type DriverContext, type SessionDriver, type SessionStatus, type SignInOptions } from '../session';
import { SIGN_IN_NEEDS_CONNECTION } from '../needsConnection';
import { renewalFailure, SIGNED_OUT_ERRORS, signInFailureKey, takeSignInFailure } from './failures';
import type { CheckedClaims } from './idTokenChecks';
import { trustedLoginCode } from './loginMessage';
import { forgetNonce, issueNonce } from './nonce';
import { renewUnderLock } from './renewUnderLock';
import { saveReturnAddress } from './returnAddress';
import { oidcSettings } from './settings';
import { frameNavigator, openHiddenFrame, ssoFrameName, type SsoFrame } from './ssoFrame';
import { previousSignIn, signedInUser, userVerifier } from './userVerifier';

/** Where the driver runs; tests give their own (a UserManager whose network and windows are fakes). */
export interface OidcEnvironment {
  origin: string;
  /** The address now: the return address of a sign-in, and its miniProgramNotLogin flag. */
  href: () => string;
  storage: Storage;
  /** Whether the device has a network at all: without one, a sign-in says so instead of trying. */
  online: () => boolean;
  locks: LockManager | undefined;
  /** A UserManager; with a navigator, its sign-in request goes there instead of this window. */
  createManager: (settings: UserManagerSettings, redirectNavigator?: INavigator) => UserManager;
  openFrame: (name: string) => SsoFrame;
  /** This window's message events, until the returned function is called. */
  listen: (listener: (event: MessageEvent) => void) => () => void;
  /** Leaves for an address, replacing this page in the history. */
  leave: (address: string) => void;
}

const browserEnvironment = (): OidcEnvironment => ({
  origin: window.location.origin,
  href: () => window.location.href,
  storage: window.sessionStorage,
  online: () => navigator.onLine,
  locks: navigator.locks,
  createManager: (settings, redirectNavigator) => new UserManager(settings, redirectNavigator),
  openFrame: openHiddenFrame,
  listen: (listener) => {
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  },
  leave: (address) => window.location.replace(address),
});

/** Spec section 4: a mini-program address may say the visitor is not signed in there. */
const miniProgramNotLogin = (href: string) => new URL(href).searchParams.get('miniProgramNotLogin') === 'true';

/**
 * Strong sign-in (spec sections 3 to 5) with oidc-client-ts: sign-in first in the hidden SSO
 * frame (a visitor already signed in at the SSO needs no page), else by redirect; our own
 * ID-token checks on every token the library hands over (a refused one is removed from the
 * store and never reaches the gateway), renewal by the token renewal machine, the login flow
 * by the login machine.
 */
export function createOidcDriver(context: DriverContext, env: OidcEnvironment = browserEnvironment()): SessionDriver {
  const settings = oidcSettings(env.origin, env.storage);
  const manager = env.createManager(settings);
  const verify = userVerifier(manager, settings.client_id, env.storage);
  const store = sessionStateStore(CHECKING);
  let held: { user: User; claims: CheckedClaims } | null = null;
  const unsubscribers: (() => void)[] = [];
  /** The ID token of the sign-in being ended: the provider's end-session asks for it as a hint. */
  let endingSignIn: string | undefined;

  const publish = store.set;
  const setStatus = (status: SessionStatus) => {
    if (held) publish({ ...store.get(), status });
  };
  const signedOut = (error: string | null) => {
    held = null;
    publish({ status: 'signedOut', user: null, error });
  };
  /** A token that fails a check must not stay where the library (or a reload) would find it. */
  const discard = async (error: unknown) => {
    console.error('Sign-in refused:', error);
    await manager.removeUser();
    signedOut(signInFailureKey(error));
  };

  /** Checks the user against the sign-in it renews (if any), then keeps it; throws when refused. */
  async function accept(user: User, renewing: boolean): Promise<void> {
    const claims = await verify(user, renewing && held ? previousSignIn(held.claims) : undefined);
    held = { user, claims };
    publish({ status: 'signedIn', user: signedInUser(claims), error: null });
    // Arms the library's expiring and expired notices for this token.
    await manager.events.load(user);
  }

  async function silentSignIn(): Promise<User> {
    const user = await manager.signinSilent({ nonce: issueNonce(env.storage), ui_locales: context.language() });
    if (!user) throw new Error('Silent sign-in returned no user');
    return user;
  }

  const renewal = createActor(
    tokenRenewalMachine.provide({
      actors: {
        renew: fromPromise(async () => {
          try {
            await renewUnderLock({ locks: env.locks, current: () => held?.user ?? null, readStored: () => manager.getUser(), renew: silentSignIn, accept: (user) => accept(user, true) });
          } catch (error) {
            throw renewalFailure(error);
          }
        }),
      },
    }),
    { input: {} },
  );
  // A renewal that ends the session (not the sign-out button, which stops the machine itself).
  renewal.subscribe((snapshot) => {
    const failure = snapshot.context.failure;
    if (snapshot.value === 'signedOut' && failure && held) void discard(failure.cause);
  });

  const login = createActor(
    loginMachine.provide({
      actors: {
        hasValidToken: fromPromise(() => Promise.resolve(!!held && !held.user.expired)),
        // The SSO frame asks the provider without a page (prompt=none); our callback page in it posts the code.
        openSignIn: fromCallback<EventObject>(({ sendBack }) => {
          const frame = env.openFrame(ssoFrameName(settings.authority));
          const stopListening = env.listen((event) => {
            const code = trustedLoginCode(event, frame.window, env.origin);
            if (code) sendBack({ type: 'CODE', ...code });
          });
          env
            .createManager(settings, frameNavigator(frame))
            .signinRedirect({ nonce: issueNonce(env.storage), prompt: 'none', ui_locales: context.language() })
            .catch((error: unknown) => sendBack({ type: 'CODE', code: -1, errmsg: signInFailureKey(error) }));
          return () => {
            stopListening();
            frame.close();
          };
        }),
        silentSignIn: fromPromise(async () => accept(await silentSignIn(), false)),
        signOut: fromPromise(() => manager.removeUser()),
        // The provider ends its session in a popup of the spec's size; its return page answers here.
        popupSignOut: fromPromise(() => manager.signoutPopup({ id_token_hint: endingSignIn })),
      },
      actions: {
        clearUser: () => void manager.removeUser(),
        callLoginHandler: () => signedOut(null),
        redirectAfterSignOut: () => env.leave(settings.post_logout_redirect_uri!),
      },
    }),
    { input: { miniProgramNotLogin: miniProgramNotLogin(env.href()) } },
  );
  /** The visitor signs in on the provider's page in this window; it comes back through the callback page. */
  function signInOnProviderPage(): void {
    manager.signinRedirect({ nonce: issueNonce(env.storage), ui_locales: context.language() }).catch((error: unknown) => {
      console.error('Sign-in could not start:', error);
      publish({ ...store.get(), error: signInFailureKey(error) });
    });
  }

  login.subscribe((snapshot) => {
    const result = snapshot.context.result;
    if (snapshot.value !== 'done' || !result || result.code !== -1) return;
    if (result.reason === 'miniProgramNotLogin') return signedOut(null);
    // A popup the browser blocked or the visitor closed: the provider's session ends by redirect.
    if (result.reason === 'signOutFailed') return endSessionOnProviderPage();
    // No SSO session yet: the ordinary case of a first sign-in.
    if (result.errmsg && SIGNED_OUT_ERRORS.has(result.errmsg)) return signInOnProviderPage();
    publish({ ...store.get(), error: result.errmsg ?? (result.reason === 'timeout' ? 'oidc:error.timeout' : 'oidc:error.failed') });
  });
  function endSessionOnProviderPage(): void {
    manager.signoutRedirect({ id_token_hint: endingSignIn, post_logout_redirect_uri: settings.post_logout_redirect_uri }).catch((error: unknown) => {
      console.error('Sign-out could not reach the provider:', error);
    });
  }

  /** The stored sign-in, checked again (a reload must not trust what the store holds), or renewed if expired. */
  async function restore(): Promise<void> {
    const failure = takeSignInFailure(env.storage);
    const stored = await manager.getUser();
    if (!stored) return signedOut(failure);
    try {
      await accept(stored.expired ? await silentSignIn() : stored, false);
    } catch (error) {
      // Unreachable provider: not signed in on this page, but the stored sign-in is not condemned.
      if (renewalFailure(error).kind === 'unknown') return signedOut(signInFailureKey(error));
      await discard(error);
    }
  }

  return {
    start() {
      renewal.start();
      login.start();
      unsubscribers.push(
        manager.events.addAccessTokenExpiring(() => {
          setStatus('expiring');
          renewal.send({ type: 'EXPIRING' });
        }),
        manager.events.addAccessTokenExpired(() => {
          setStatus('expired');
          renewal.send({ type: 'EXPIRED' });
        }),
        manager.events.addUserSignedOut(() => login.send({ type: 'SIGNED_OUT' })),
      );
      void restore();
    },
    stop() {
      for (const unsubscribe of unsubscribers.splice(0)) unsubscribe();
      renewal.stop();
      login.stop();
    },
    getState: store.get,
    subscribe: store.subscribe,
    accessToken: () => (held && isSignedInStatus(store.get().status) && !held.user.expired ? held.user.access_token : null),
    signIn(options?: SignInOptions) {
      if (!env.online()) return Promise.resolve(publish({ ...store.get(), error: SIGN_IN_NEEDS_CONNECTION }));
      saveReturnAddress(env.storage, options?.returnTo ?? env.href());
      // A failure published from here on is this attempt's: the login page waits for it.
      if (store.get().error) publish({ ...store.get(), error: null });
      login.send({ type: 'LOGIN' });
      return Promise.resolve();
    },
    /**
     * Signed out on this page at once; the provider's session ends in a popup (spec section 4:
     * code 0, then the page goes to the site), or by redirect where no popup can open.
     */
    async signOut() {
      endingSignIn = held?.user.id_token;
      signedOut(null);
      renewal.send({ type: 'SIGNED_OUT' });
      await manager.removeUser();
      forgetNonce(env.storage);
      login.send({ type: 'SIGN_OUT' });
    },
  };
}
