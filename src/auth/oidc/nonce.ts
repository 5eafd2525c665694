import { base64url } from 'jose';

/**
 * oidc-client-ts sends a nonce only when the caller passes one (sign-in-facts.md): we always
 * do, and keep the last one so our own checks can compare it, also after a reload.
 */
const NONCE_KEY = 'minisite.oidc.nonce';

export function issueNonce(storage: Storage): string {
  const nonce = base64url.encode(crypto.getRandomValues(new Uint8Array(24)));
  storage.setItem(NONCE_KEY, nonce);
  return nonce;
}

export const issuedNonce = (storage: Storage): string | null => storage.getItem(NONCE_KEY);

export const forgetNonce = (storage: Storage): void => storage.removeItem(NONCE_KEY);
