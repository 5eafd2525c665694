import { createLocalJWKSet, type JWK } from 'jose';
import type { User, UserManager } from 'oidc-client-ts';
import type { SignedInUser } from '../session';
import { checkIdToken, IdTokenCheckError, type CheckedClaims, type PreviousSignIn } from './idTokenChecks';
import { issuedNonce } from './nonce';

/**
 * Our ID-token checks (idTokenChecks.ts) for a User the library produced, against the issuer
 * and signing keys that discovery names, and the nonce this tab sent.
 */
export function userVerifier(manager: UserManager, clientId: string, storage: Storage) {
  return async (user: User, previous?: PreviousSignIn): Promise<CheckedClaims> => {
    if (!user.id_token) throw new IdTokenCheckError('malformed', 'No id_token in response');
    const nonce = issuedNonce(storage);
    if (!nonce) throw new IdTokenCheckError('nonce', 'no nonce was issued for this sign-in');
    const [issuer, keys] = await Promise.all([manager.metadataService.getIssuer(), manager.metadataService.getSigningKeys()]);
    return checkIdToken(user.id_token, {
      keys: createLocalJWKSet({ keys: (keys ?? []) as JWK[] }),
      issuer,
      clientId,
      nonce,
      accessToken: user.access_token,
      previous,
    });
  };
}

/** What a renewal must keep of this sign-in. */
export const previousSignIn = ({ sub, auth_time, azp }: CheckedClaims): PreviousSignIn => ({
  sub,
  ...(typeof auth_time === 'number' ? { auth_time } : {}),
  ...(typeof azp === 'string' ? { azp } : {}),
});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The signed-in account from checked claims: the SSO's sub is the account id (spec section 3). */
export const signedInUser = (claims: CheckedClaims): SignedInUser => ({
  sub: claims.sub,
  accountId: text(claims['x-accountId']) ?? claims.sub,
  name: text(claims.name) ?? text(claims.nickname) ?? text(claims.preferred_username),
});
