import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomBytes } from 'node:crypto';

/** The signing key as the provider takes it (private JWK) and as the hostile layer re-signs with it. */
export interface SigningKey {
  kid: string;
  jwk: JWK;
  privateKey: CryptoKey;
}

/**
 * A fresh RS256 key, in memory only: a restart of the server invalidates every token and
 * session it issued, which suits tests (each run starts signed out).
 */
export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('base64url');
  const jwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, jwk, privateKey };
}
