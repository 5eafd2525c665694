import { base64url, decodeJwt, decodeProtectedHeader, SignJWT, type JWTPayload, type ProtectedHeaderParameters } from 'jose';
import { createHash } from 'node:crypto';

/** OIDC Core 3.1.3.6: the left half of the SHA-256 of the access token, base64url (RS256/PS256/ES256). */
export function atHash(accessToken: string): string {
  return base64url.encode(createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16));
}

export function readJwt(token: string): { header: ProtectedHeaderParameters; claims: JWTPayload } {
  return { header: decodeProtectedHeader(token), claims: decodeJwt(token) };
}

/** The claims signed as they are (no iat/exp added): header kept, so the kid still names our key. */
export function signJwt(claims: JWTPayload, header: ProtectedHeaderParameters, key: CryptoKey): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ ...header, alg: header.alg ?? 'RS256' }).sign(key);
}

/** An unsecured JWT (RFC 7519 section 6): header alg none and an empty signature. */
export function unsecuredJwt(claims: JWTPayload, header: ProtectedHeaderParameters): string {
  const part = (value: object) => base64url.encode(JSON.stringify(value));
  return `${part({ ...header, alg: 'none', kid: undefined })}.${part(claims)}.`;
}
