import { createHash } from 'node:crypto';
import { readReply, type FixtureBundle } from '../../fixtures/index';
import { SHARE_CODE_CALLS } from '../../schemas/calls/shareCode';
import { describeIssue, issuesOf } from '../../schemas/issues';
import { readBodyObject } from './gateway';
import { envelope, envelopeError, NOT_SIGNED_IN, sendJson } from './http';
import type { Route } from './router';
import { recordedEventOf } from './recordedEvent';

const AUTH_USER_CODE = SHARE_CODE_CALLS['weixin/getAuthUserCode'];

/**
 * The visitor's code in an event (`weixin/miniapp/v1/getAuthUserCode`; its reply is ours,
 * schemas/shareCode.ts), answered live: one code per account and event, the same on every
 * call and every run, so a printed or photographed code keeps working. Only the token's own
 * account gets its code (bearer.ts refuses calls without a valid token before this runs).
 */
export function authUserCodeOf(accountId: string, bventId: string): string {
  const digest = createHash('sha256').update(`${bventId}\n${accountId}`).digest('hex').toUpperCase();
  return `${bventId}-${digest.slice(0, 4)}-${digest.slice(4, 8)}-${digest.slice(8, 12)}`;
}

/** The events the bundles record a site of. */
function recordedEvents(bundles: readonly FixtureBundle[]): Set<string> {
  const events = new Set<string>();
  for (const reply of bundles.flatMap((bundle) => bundle.replies)) {
    if (reply.area !== 'Site' || reply.call !== 'GetSiteById') continue;
    const event = recordedEventOf(readReply(reply));
    if (event) events.add(event);
  }
  return events;
}

/** The answer for a request's account (null without a valid token) and body. */
export function authUserCodeAnswer(events: ReadonlySet<string>, account: string | null, body: unknown): { status: number; body: object } {
  if (!account) return { status: 401, body: envelopeError(NOT_SIGNED_IN) };
  const parsed = AUTH_USER_CODE.request.safeParse(body);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error).map(describeIssue).join('; ');
    return { status: 400, body: envelopeError(`getAuthUserCode takes its body as schemas/calls.ts says: ${issues}`) };
  }
  const { accountId, bventId } = parsed.data;
  if (accountId !== account) return { status: 403, body: envelopeError(`The token is not account ${accountId}'s`) };
  if (!events.has(bventId)) return { status: 404, body: envelopeError(`No event ${bventId} is recorded`) };
  return { status: 200, body: envelope({ code: authUserCodeOf(accountId, bventId) }) };
}

export function shareCodeRoutes(bundles: readonly FixtureBundle[]): Route[] {
  const events = recordedEvents(bundles);
  return [
    {
      methods: ['POST'],
      path: AUTH_USER_CODE.path,
      handle: async (req, res, { account }) => {
        const answer = authUserCodeAnswer(events, account, await readBodyObject(req));
        // A reply that depends on the account is never cached.
        sendJson(res, answer.status, answer.body, { 'Cache-Control': 'no-store' });
      },
    },
  ];
}
