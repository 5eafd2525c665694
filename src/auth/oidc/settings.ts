import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { config, oidcAuthority } from '../../platform/config';
import { REQUEST_TIMEOUT_MS } from '../../platform/request';
import { CALLBACK_PATH, SILENT_PATH } from '../returnPages';

/** Spec section 9, sign-in constants. */
export const SCOPE = 'openid profile AppGateway';
export const EXPIRING_NOTICE_SECONDS = 60;
export const SILENT_REQUEST_TIMEOUT_SECONDS = 10;
export const CHECK_SESSION_INTERVAL_SECONDS = 2;
export const STALE_STATE_AGE_SECONDS = 900;
/** oidc-client-ts 3 has no clock-skew setting: our own ID-token checks apply it (idTokenChecks.ts). */
export const CLOCK_SKEW_SECONDS = 300;
export const POPUP_SIZE = 500;
/** The library retries a timed-out renewal every 5 s for ever unless bounded (sign-in-facts.md). */
export const MAX_SILENT_RENEW_TIMEOUT_RETRIES = 3;

/** Spec section 9: jsEvosClient on localhost, evosClient elsewhere. */
export function clientIdFor(hostname: string): string {
  return hostname === 'localhost' || hostname === '127.0.0.1' ? 'jsEvosClient' : 'evosClient';
}

/**
 * The UserManager settings of spec sections 3 and 9 for a page at `origin`. Renewal is driven
 * by our own machine (tokenRenewal.ts), so the library's automatic renewal is off; the access
 * token is a gateway JWT the provider's userinfo refuses, so userinfo is never loaded.
 */
export function oidcSettings(origin: string, storage: Storage, authority = oidcAuthority()): UserManagerSettings {
  const store = new WebStorageStateStore({ store: storage });
  return {
    authority,
    client_id: clientIdFor(new URL(origin).hostname),
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_PATH}`,
    post_logout_redirect_uri: `${origin}/site/`,
    // The sign-out popup returns through the renewal frame's page: it hands the answer to its opener.
    popup_post_logout_redirect_uri: `${origin}${SILENT_PATH}`,
    response_type: 'code',
    scope: SCOPE,
    loadUserInfo: false,
    automaticSilentRenew: false,
    // The library's monitor looks up check_session_iframe in discovery and watches only where the
    // provider offers one and the user has a session_state (ours offers neither: it stays idle).
    monitorSession: true,
    checkSessionIntervalInSeconds: CHECK_SESSION_INTERVAL_SECONDS,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_NOTICE_SECONDS,
    // The provider's calls (discovery, keys, token) get the limit every call has: a provider that
    // never answers ends in "sign-in timed out", not a page that waits for ever.
    requestTimeoutInSeconds: (config().requestTimeoutMs ?? REQUEST_TIMEOUT_MS) / 1000,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_SECONDS,
    staleStateAgeInSeconds: STALE_STATE_AGE_SECONDS,
    popupWindowFeatures: { width: POPUP_SIZE, height: POPUP_SIZE },
    maxSilentRenewTimeoutRetries: MAX_SILENT_RENEW_TIMEOUT_RETRIES,
    userStore: store,
    stateStore: store,
  };
}
