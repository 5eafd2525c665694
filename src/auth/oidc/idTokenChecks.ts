import { base64url, compactVerify, decodeProtectedHeader, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CLOCK_SKEW_SECONDS } from './settings';

/**
 * The identity-token checks of spec section 5 that oidc-client-ts does not make (it checks only
 * sub and nonce: sign-in-facts.md). Pure: the keys, the expectations and the clock come in.
 */

/** Spec section 5: RS, PS and ES at 256, 384 and 512 bits; nothing else, never `none`. */
export const ALLOWED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'] as const;

/** Why a token was refused; each is one rule of spec section 5 (and translated in the auth texts). */
export type IdTokenFailure =
  | 'malformed'
  | 'algorithm'
  | 'signature'
  | 'issuer'
  | 'audience'
  | 'azp'
  | 'iat'
  | 'nbf'
  | 'exp'
  | 'nonce'
  | 'sub'
  | 'at_hash'
  /** After a renewal: another account answered (the spec's login_required). */
  | 'sub_changed'
  | 'auth_time_changed'
  | 'azp_changed';

export class IdTokenCheckError extends Error {
  constructor(
    readonly reason: IdTokenFailure,
    detail: string,
  ) {
    super(`ID token refused (${reason}): ${detail}`);
    this.name = 'IdTokenCheckError';
  }
}

/** The claims a renewal must keep (spec section 5, "after a refresh"). */
export interface PreviousSignIn {
  sub: string;
  auth_time?: number;
  azp?: string;
}

export interface IdTokenExpectations {
  /** The provider's signing keys (from discovery's jwks_uri). */
  keys: JWTVerifyGetKey;
  /** The issuer discovery names for our authority. */
  issuer: string;
  clientId: string;
  /** The nonce we sent: we always send one, so the token must carry it back. */
  nonce: string;
  /** The access token issued with it: at_hash must be its hash. */
  accessToken: string;
  /** Present after a renewal. */
  previous?: PreviousSignIn;
  /** Seconds since the epoch; tests pin it. */
  now?: number;
}

export type CheckedClaims = JWTPayload & { sub: string; iat: number };

const fail = (reason: IdTokenFailure, detail: string): never => {
  throw new IdTokenCheckError(reason, detail);
};

const isAllowed = (alg: unknown): alg is (typeof ALLOWED_ALGORITHMS)[number] => ALLOWED_ALGORITHMS.some((allowed) => allowed === alg);

/** OIDC Core 3.1.3.6: base64url of the left half of the access token's hash, by the alg's bit size. */
export async function accessTokenHash(accessToken: string, alg: string): Promise<string> {
  const bits = alg.slice(2);
  const digest = new Uint8Array(await crypto.subtle.digest(`SHA-${bits}`, new TextEncoder().encode(accessToken)));
  return base64url.encode(digest.subarray(0, digest.length / 2));
}

function header(idToken: string) {
  try {
    return decodeProtectedHeader(idToken);
  } catch {
    return fail('malformed', 'not a JWS');
  }
}

async function verifiedClaims(idToken: string, keys: JWTVerifyGetKey): Promise<JWTPayload> {
  let payload: Uint8Array;
  try {
    ({ payload } = await compactVerify(idToken, keys, { algorithms: [...ALLOWED_ALGORITHMS] }));
  } catch (error) {
    return fail('signature', error instanceof Error ? error.message : String(error));
  }
  try {
    const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
    if (typeof claims === 'object' && claims !== null && !Array.isArray(claims)) return claims as JWTPayload;
  } catch {
    // fall through: the payload is not a claims set
  }
  return fail('malformed', 'payload is not a JSON object');
}

function checkAudience(claims: JWTPayload, clientId: string): void {
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!audiences.includes(clientId)) fail('audience', `aud ${JSON.stringify(claims.aud)} lacks ${clientId}`);
  // OIDC Core 3.1.3.7: with several audiences azp must be there; when there it must be us.
  if ((claims.azp !== undefined || audiences.length > 1) && claims.azp !== clientId) fail('azp', `azp ${String(claims.azp)}`);
}

function checkTimes(claims: JWTPayload, now: number): number {
  if (typeof claims.iat !== 'number') return fail('iat', 'iat missing');
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now + CLOCK_SKEW_SECONDS)) fail('nbf', `not before ${String(claims.nbf)}`);
  if (typeof claims.exp !== 'number' || claims.exp < now - CLOCK_SKEW_SECONDS) fail('exp', `expired at ${String(claims.exp)}`);
  return claims.iat;
}

function checkRenewal(claims: CheckedClaims, previous: PreviousSignIn): void {
  if (claims.sub !== previous.sub) fail('sub_changed', 'login_required: another account answered the renewal');
  if (previous.auth_time !== undefined && claims.auth_time !== previous.auth_time) fail('auth_time_changed', 'auth_time differs from the sign-in');
  if (previous.azp !== undefined && claims.azp !== previous.azp) fail('azp_changed', 'azp differs from the sign-in');
}

/** Resolves with the token's claims when every rule holds; rejects with IdTokenCheckError otherwise. */
export async function checkIdToken(idToken: string, expected: IdTokenExpectations): Promise<CheckedClaims> {
  const { alg } = header(idToken);
  if (!isAllowed(alg)) return fail('algorithm', `alg ${String(alg)} is not allowed`);
  const claims = await verifiedClaims(idToken, expected.keys);
  const now = expected.now ?? Math.floor(Date.now() / 1000);
  if (claims.iss !== expected.issuer) fail('issuer', `iss ${String(claims.iss)}`);
  checkAudience(claims, expected.clientId);
  const iat = checkTimes(claims, now);
  if (typeof claims.sub !== 'string' || claims.sub === '') return fail('sub', 'sub missing');
  if (claims.nonce !== expected.nonce) fail('nonce', 'nonce differs from the one sent');
  // Optional in the code flow (OIDC Core 3.1.3.6), but our SSO always sends it: required here.
  if (typeof claims.at_hash !== 'string' || claims.at_hash !== (await accessTokenHash(expected.accessToken, alg))) {
    fail('at_hash', 'at_hash does not match the access token');
  }
  const checked = { ...claims, sub: claims.sub, iat };
  if (expected.previous) checkRenewal(checked, expected.previous);
  return checked;
}
