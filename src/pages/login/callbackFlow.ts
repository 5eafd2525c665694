import { ErrorResponse, UserManager } from 'oidc-client-ts';
import { rememberSignInFailure, SIGNED_OUT_ERRORS, signInFailureKey } from '../../auth/oidc/failures';
import { postLoginCode } from '../../auth/oidc/loginMessage';
import { takeReturnAddress } from '../../auth/oidc/returnAddress';
import { oidcSettings } from '../../auth/oidc/settings';
import { isSsoFrame } from '../../auth/oidc/ssoFrame';
import { userVerifier } from '../../auth/oidc/userVerifier';

/** Where the callback page runs: the browser's by default, a test's own otherwise. */
export interface CallbackEnvironment {
  href: string;
  origin: string;
  storage: Storage;
  /** The window holding this page when it runs in our SSO frame or a popup; null at the top or in someone else's frame. */
  opener: Window | null;
  manager?: UserManager;
  go: (address: string) => void;
}

export const browserCallbackEnvironment = (): CallbackEnvironment => ({
  href: window.location.href,
  origin: window.location.origin,
  storage: window.sessionStorage,
  opener: window.parent !== window && isSsoFrame(window.name) ? window.parent : window.opener instanceof Window ? window.opener : null,
  go: (address) => window.location.replace(address),
});

/** Spec section 5: the hybrid flow is unsupported; tokens in the callback address mean someone else's flow. */
function refuseHybridResponse(href: string): void {
  const url = new URL(href);
  const fields = new URLSearchParams(url.hash.slice(1));
  for (const [name] of url.searchParams) fields.append(name, '');
  if (['id_token', 'access_token', 'token'].some((name) => fields.has(name))) throw new Error('Hybrid flow unsupported: tokens in the callback address');
}

/**
 * What the frame tells the opener: "no sign-in at the SSO" as the provider's own code
 * (login_required …, so the opener sends the visitor to the provider's page), any other
 * failure as its translated text's key.
 */
const frameErrmsg = (failure: unknown): string =>
  failure instanceof ErrorResponse && failure.error && SIGNED_OUT_ERRORS.has(failure.error) ? failure.error : signInFailureKey(failure);

/**
 * The callback page's work (spec section 2): finish the code exchange, run our ID-token
 * checks, and return to the saved address (same-origin only) or the site root. A failure is
 * logged, the token removed, and the visitor still returned, with the failure waiting for
 * the page they land on. In a frame or popup it tells the opener instead, on our origin only.
 */
export async function completeSignIn(env: CallbackEnvironment): Promise<void> {
  const settings = oidcSettings(env.origin, env.storage);
  const manager = env.manager ?? new UserManager(settings);
  let failure: unknown = null;
  try {
    refuseHybridResponse(env.href);
    const user = await manager.signinCallback(env.href);
    if (user) await userVerifier(manager, settings.client_id, env.storage)(user);
  } catch (error) {
    failure = error;
    await manager.removeUser();
  }
  if (env.opener) {
    // In the SSO frame, "not signed in at the SSO" is an ordinary answer: the opener decides.
    if (failure) console.warn('Sign-in in the SSO frame failed:', failure);
    postLoginCode(env.opener, failure ? -1 : 1, failure ? frameErrmsg(failure) : undefined);
    return;
  }
  if (failure) console.error('Sign-in callback failed:', failure);
  if (failure) rememberSignInFailure(env.storage, signInFailureKey(failure));
  env.go(takeReturnAddress(env.storage, env.origin));
}
