import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEnvelopeError } from './http';
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
  { pattern: /^\/api\/UserResource\/AccountUser\/v1\/Info$/i, need: 'required' },
  { pattern: /^\/api\/weixin\/miniapp\/v1\/getAuthUserCode$/i, need: 'required' },
  { pattern: /^\/api\/ClientAggregator\/OutSide\/[^/]+\/GetIntellectualPropertyByBventId$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberCenterSetting\/QueryCenterSetting$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberPoints\/GetMemberPointsDetail$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/PointsMerchandise\/SearchPointsMerchandise$/i, need: 'required' },
  { pattern: /^\/api\/Registration\/Order\/PointsClaimPrizeItem$/i, need: 'required' },
  { pattern: /^\/api\/MemberSystem\/MemberCommon\/GetSystemBusinessStatusList$/i, need: 'required' },
];

/** Spec section 5, "Unauthenticated visitors see …". */
export const NOT_SIGNED_IN = 'Sorry, you are not logged in yet. Please log in first.';

export const authNeedOf = (pathname: string) => AUTH_CALLS.find((call) => call.pattern.test(pathname))?.need ?? null;

/** Whether the bearer is an AppGateway access token our provider signed for the gateway, unexpired. */
async function validGatewayToken(token: string, issuer: string, keys: JWTVerifyGetKey): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, keys, { issuer, audience: GATEWAY_RESOURCE, algorithms: ['RS256', 'PS256', 'ES256'] });
    return typeof payload.scope === 'string' && payload.scope.split(' ').includes(GATEWAY_SCOPE);
  } catch {
    return false;
  }
}

export interface BearerSources {
  issuer: string;
  /** Cookie mode's credential: a live SSO session's token is a valid bearer too. */
  sessions: SessionStore;
  keys?: JWTVerifyGetKey;
}

/**
 * The gateway's bearer check: answers 401 with the failure envelope and returns true when a
 * call marked auth lacks a valid token (or any such call sends an invalid one); returns false
 * when the call may go on to its route. Valid: an AppGateway JWT from our provider (strong
 * mode) or the token of a live SSO session (cookie mode).
 */
export function bearerGuard({ issuer, sessions, keys = createRemoteJWKSet(new URL(`${issuer}/jwks`)) }: BearerSources) {
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const need = authNeedOf(pathname);
    if (!need) return false;
    const header = req.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token && need === 'optional' && !header) return false;
    if (token && (sessions.find(token) || (await validGatewayToken(token, issuer, keys)))) return false;
    sendEnvelopeError(res, 401, NOT_SIGNED_IN);
    return true;
  };
}
