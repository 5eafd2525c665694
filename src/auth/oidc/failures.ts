import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts';
import { RenewalFailure } from '../../machines/tokenRenewal';
import { IdTokenCheckError } from './idTokenChecks';
import { SIGN_IN_NEEDS_CONNECTION } from '../needsConnection';

/** The visitor-facing texts of sign-in failures (namespace `oidc`, spec section 8). */
export type SignInFailureKey =
  | 'oidc:error.failed'
  | 'oidc:error.timeout'
  | 'oidc:error.untrusted'
  | 'oidc:error.state'
  | 'oidc:error.cancelled'
  | 'oidc:error.signedOutElsewhere'
  | typeof SIGN_IN_NEEDS_CONNECTION;

/** The provider's answers that mean there is no sign-in at the SSO (over, or never made): its page is needed. */
export const SIGNED_OUT_ERRORS: ReadonlySet<string> = new Set(['login_required', 'interaction_required', 'consent_required', 'account_selection_required']);
/** oidc-client-ts's words for a tampered or replayed `state` (sign-in-facts.md). */
const STATE_ERRORS = /No matching state found in storage|State does not match/;

/** Which translated text a sign-in failure shows; the error itself goes to the log. */
export function signInFailureKey(error: unknown): SignInFailureKey {
  if (error instanceof IdTokenCheckError) return 'oidc:error.untrusted';
  if (error instanceof ErrorTimeout) return 'oidc:error.timeout';
  // A fetch to the provider that failed because the browser has no network (fetch throws a
  // TypeError). Where there is no navigator at all (a test in Node), nothing says it is offline.
  if (error instanceof TypeError && globalThis.navigator?.onLine === false) return SIGN_IN_NEEDS_CONNECTION;
  if (error instanceof ErrorResponse) {
    if (error.error === 'access_denied') return 'oidc:error.cancelled';
    if (error.error && SIGNED_OUT_ERRORS.has(error.error)) return 'oidc:error.signedOutElsewhere';
    return 'oidc:error.failed';
  }
  if (error instanceof Error && STATE_ERRORS.test(error.message)) return 'oidc:error.state';
  // oidc-client-ts's own ID-token findings (nonce, sub, at_hash) are untrusted answers too.
  if (error instanceof Error && /id_token|ID Token/.test(error.message)) return 'oidc:error.untrusted';
  return 'oidc:error.failed';
}

/** A failed renewal: a sign-out answer or an untrusted token ends the session; anything else is unknown. */
export function renewalFailure(error: unknown): RenewalFailure {
  if (error instanceof RenewalFailure) return error;
  const over =
    error instanceof IdTokenCheckError || (error instanceof ErrorResponse && !!error.error && SIGNED_OUT_ERRORS.has(error.error)) || signInFailureKey(error) === 'oidc:error.untrusted';
  return new RenewalFailure(over ? 'signedOut' : 'unknown', error);
}

/** The callback page leaves its failure here for the page it returns to (spec section 2: it logs and redirects). */
const FAILURE_KEY = 'minisite.oidc.failure';

export function rememberSignInFailure(storage: Storage, key: SignInFailureKey): void {
  storage.setItem(FAILURE_KEY, key);
}

export function takeSignInFailure(storage: Storage): SignInFailureKey | null {
  const key = storage.getItem(FAILURE_KEY);
  storage.removeItem(FAILURE_KEY);
  return key && key.startsWith('oidc:error.') ? (key as SignInFailureKey) : null;
}
