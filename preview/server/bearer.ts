import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenNeed } from '../../schemas/calls/wire';
import { declaredAt } from './declaredCalls';
import { NOT_SIGNED_IN, sendEnvelopeError } from './http';
import { GATEWAY_RESOURCE, GATEWAY_SCOPE } from './oidc/config';
import type { SessionStore } from './sso/sessions';

/** Spec section 5's text, the gateway's 401 (kept in http.ts, which the follow answers share with the unit tests' stub). */
export { NOT_SIGNED_IN };

/**
 * Whether the call at a path needs the visitor's token, as its declaration says (schemas/calls.ts):
 * `required`, refused without a valid one; `optional`, served without one, but one that is sent
 * must be valid; null for a call sent without one, or no declared call.
 */
export function authNeedOf(pathname: string): Exclude<TokenNeed, 'none'> | null {
  const need = declaredAt(pathname)?.call.auth;
  return need && need !== 'none' ? need : null;
}

/**
 * The account an AppGateway access token names (its sub), when our provider signed it for the
 * gateway and it has not expired; null otherwise.
 */
async function gatewayTokenAccount(token: string, issuer: string, keys: JWTVerifyGetKey): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keys, { issuer, audience: GATEWAY_RESOURCE, algorithms: ['RS256', 'PS256', 'ES256'] });
    const scoped = typeof payload.scope === 'string' && payload.scope.split(' ').includes(GATEWAY_SCOPE);
    return scoped && typeof payload.sub === 'string' && payload.sub ? payload.sub : null;
  } catch {
    return null;
  }
}

export interface BearerSources {
  issuer: string;
  /** Cookie mode's credential: a live SSO session's token is a valid bearer too. */
  sessions: SessionStore;
  keys?: JWTVerifyGetKey;
}

/**
 * What the bearer check decided: `refused` when it has answered 401 itself; otherwise the
 * account a valid token names (for handlers whose reply is per account, preview/server/follows.ts),
 * null when the call came without one or is not marked auth.
 */
export type BearerVerdict = { refused: true } | { refused: false; account: string | null };

const PASS: BearerVerdict = { refused: false, account: null };

/**
 * The account a request's bearer token names, or null: an AppGateway JWT from our provider
 * (strong mode, its sub) or the token of a live SSO session (cookie mode, its accountId). The
 * gateway's check below and the preview's pass endpoint (preview.ts) read it the same way.
 */
export function bearerAccount({ issuer, sessions, keys = createRemoteJWKSet(new URL(`${issuer}/jwks`)) }: BearerSources) {
  return async (req: IncomingMessage): Promise<string | null> => {
    const token = bearerToken(req);
    return token ? (sessions.find(token)?.accountId ?? (await gatewayTokenAccount(token, issuer, keys))) : null;
  };
}

const bearerToken = (req: IncomingMessage) => /^Bearer (\S+)$/i.exec(req.headers.authorization ?? '')?.[1];

/**
 * The gateway's bearer check: answers 401 with the failure envelope (verdict `refused`) when a
 * call marked auth lacks a valid token (or any such call sends an invalid one); otherwise the
 * call may go on to its route, with the token's account, read by `accountOf` (bearerAccount's).
 */
export function bearerGuard(accountOf: (req: IncomingMessage) => Promise<string | null>) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<BearerVerdict> => {
    const need = authNeedOf(pathname);
    if (!need) return PASS;
    if (!req.headers.authorization && need === 'optional') return PASS;
    const account = await accountOf(req);
    if (account) return { refused: false, account };
    sendEnvelopeError(res, 401, NOT_SIGNED_IN);
    return { refused: true };
  };
}
