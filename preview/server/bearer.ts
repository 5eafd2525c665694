import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NOT_SIGNED_IN, sendEnvelopeError } from './http';
import { GATEWAY_RESOURCE, GATEWAY_SCOPE } from './oidc/config';
import type { SessionStore } from './sso/sessions';

/**
 * The calls spec section 7 marks (auth), the one place that lists them. The server cannot see
 * the client's marking, so it keeps its own copy. `required`: refused without a valid token.
 * `optional`: public content that a token personalises (the schedule's isFollowed): served
 * without a token, but a token that is sent must be valid.
 */
const AUTH_CALLS: readonly { pattern: RegExp; need: 'required' | 'optional' }[] = [
  { pattern: /^\/api\/ClientResponsiveSiteAggregator\/Authority\/GetAccountAttendeeIdentity$/i, need: 'required' },
  { pattern: /^\/api\/ClientResponsiveSiteAggregator\/Schedule\/List$/i, need: 'optional' },
  // Ours, not in the spec (schemas/calls.ts): following sessions is per account.
  { pattern: /^\/api\/ClientResponsiveSiteAggregator\/Schedule\/Follow$/i, need: 'required' },
  { pattern: /^\/api\/ClientResponsiveSiteAggregator\/Schedule\/Followed$/i, need: 'required' },
  { pattern: /^\/api\/UserResource\/AccountUser\/v1\/Info$/i, need: 'required' },
  { pattern: /^\/api\/weixin\/miniapp\/v1\/getAuthUserCode$/i, need: 'required' },
  { pattern: /^\/api\/ClientAggregator\/OutSide\/[^/]+\/GetIntellectualPropertyByBventId$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberCenterSetting\/QueryCenterSetting$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberPoints\/GetMemberPointsDetail$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/PointsMerchandise\/SearchPointsMerchandise$/i, need: 'required' },
  { pattern: /^\/api\/Registration\/Order\/PointsClaimPrizeItem$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberCommon\/GetSystemBusinessStatusList$/i, need: 'required' },
  // Ours, not in the spec (schemas/calls.ts): the mall's orders, ledger, grades and invitation code.
  { pattern: /^\/api\/Registration\/Order\/(GetPointsOrderList|GetPointsOrderDetail|CancelPointsOrder)$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberPoints\/GetMemberPointsLedger$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberGrade\/GetMemberGrades$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberCommon\/SubmitInvitationCode$/i, need: 'required' },
];

/** Spec section 5's text, the gateway's 401 (kept in http.ts, which the follow answers share with the unit tests' stub). */
export { NOT_SIGNED_IN };

export const authNeedOf = (pathname: string) => AUTH_CALLS.find((call) => call.pattern.test(pathname))?.need ?? null;

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
 * The gateway's bearer check: answers 401 with the failure envelope (verdict `refused`) when a
 * call marked auth lacks a valid token (or any such call sends an invalid one); otherwise the
 * call may go on to its route, with the token's account. Valid: an AppGateway JWT from our
 * provider (strong mode, its sub) or the token of a live SSO session (cookie mode, its accountId).
 */
export function bearerGuard({ issuer, sessions, keys = createRemoteJWKSet(new URL(`${issuer}/jwks`)) }: BearerSources) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<BearerVerdict> => {
    const need = authNeedOf(pathname);
    if (!need) return PASS;
    const header = req.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token && need === 'optional' && !header) return PASS;
    const account = token ? (sessions.find(token)?.accountId ?? (await gatewayTokenAccount(token, issuer, keys))) : null;
    if (account) return { refused: false, account };
    sendEnvelopeError(res, 401, NOT_SIGNED_IN);
    return { refused: true };
  };
}
