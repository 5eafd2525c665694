import type * as z from 'zod/mini';
import { readReply, type FixtureBundle } from '../../fixtures/index';
import { followedRequest, followRequest } from '../../schemas/content/schedule';
import { describeIssue, issuesOf } from '../../schemas/issues';
import { NOT_SIGNED_IN } from './bearer';
import { findRecorded, GATEWAY_BASE, noFixtureMessage, readBodyObject, sendRecorded } from './gateway';
import { sendEnvelope, sendEnvelopeError, sendJson } from './http';
import type { Handler, Route } from './router';

/**
 * Following programme sessions, ours (not in the spec; schemas/calls.ts): `Schedule/Follow`
 * and `Schedule/Followed` answered live, and `Schedule/List` with each account's own
 * isFollowed. The state is per account (the bearer token's, bearer.ts) and event, in memory
 * for the server's lifetime: it survives page reloads, a restart forgets it. Where an account
 * has said nothing about a session, the recording's isFollowed stands.
 */

/** The sessions the recordings hold for an event: each id, and whether a recording has it followed. */
export type RecordedSessions = ReadonlyMap<string, boolean>;

const isTrue = (flag: unknown) => flag === true || flag === 1;

/** Every session id of the event's recorded Schedule/List replies (their key starts with the bventId), in recorded order. */
export function recordedSessions(bundles: readonly FixtureBundle[], bventId: string): RecordedSessions {
  const sessions = new Map<string, boolean>();
  for (const reply of bundles.flatMap((bundle) => bundle.replies)) {
    if (reply.area !== 'Schedule' || reply.call !== 'List' || reply.key.split('_')[0] !== bventId) continue;
    const items = (readReply(reply) as { returnObj?: unknown }).returnObj;
    if (!Array.isArray(items)) continue;
    for (const item of items as unknown[]) {
      if (!isItem(item)) continue;
      const id = String(item.id);
      sessions.set(id, (sessions.get(id) ?? false) || isTrue(item.isFollowed));
    }
  }
  return sessions;
}

function isItem(item: unknown): item is { id: string | number; isFollowed?: unknown } {
  return typeof item === 'object' && item !== null && (typeof (item as { id?: unknown }).id === 'string' || typeof (item as { id?: unknown }).id === 'number');
}

/** Who follows what: per account and event, the sessions each account followed (true) or unfollowed (false). */
export class FollowBook {
  readonly #said = new Map<string, Map<string, boolean>>();

  #of(account: string, bventId: string): Map<string, boolean> {
    const key = JSON.stringify([account, bventId]);
    let said = this.#said.get(key);
    if (!said) this.#said.set(key, (said = new Map()));
    return said;
  }

  set(account: string, bventId: string, scheduleId: string, followed: boolean): void {
    this.#of(account, bventId).set(scheduleId, followed);
  }

  /** Whether the account follows the session: what it last said, else what the recording says. */
  isFollowed(account: string, bventId: string, scheduleId: string, recorded: boolean): boolean {
    return this.#said.get(JSON.stringify([account, bventId]))?.get(scheduleId) ?? recorded;
  }

  /** The ids of the event's sessions the account follows, in recorded order. */
  followed(account: string, bventId: string, sessions: RecordedSessions): string[] {
    return [...sessions].filter(([id, recorded]) => this.isFollowed(account, bventId, id, recorded)).map(([id]) => id);
  }

  /** A recorded Schedule/List returnObj with the account's isFollowed on every session. */
  overlay(account: string, bventId: string, items: unknown): unknown {
    if (!Array.isArray(items)) return items;
    return (items as unknown[]).map((item) =>
      isItem(item) ? { ...item, isFollowed: this.isFollowed(account, bventId, String(item.id), isTrue(item.isFollowed)) } : item,
    );
  }
}

const FOLLOW_PATH = `${GATEWAY_BASE}Schedule/Follow`;
const FOLLOWED_PATH = `${GATEWAY_BASE}Schedule/Followed`;
const LIST_PATH = `${GATEWAY_BASE}Schedule/List`;

/** Why a body is not what a call of ours takes, for its failure envelope. */
function malformed(call: string, error: z.core.$ZodError): string {
  const issues = issuesOf(error).map(describeIssue).join('; ');
  return `${call} takes its body as schemas/calls.ts says: ${issues}`;
}

export function followRoutes(bundles: readonly FixtureBundle[], book = new FollowBook()): Route[] {
  // The recordings do not change while the server runs; an event without any is not kept.
  const known = new Map<string, RecordedSessions>();
  const sessionsOf = (bventId: string): RecordedSessions => {
    const cached = known.get(bventId);
    if (cached) return cached;
    const sessions = recordedSessions(bundles, bventId);
    if (sessions.size > 0) known.set(bventId, sessions);
    return sessions;
  };

  const follow: Handler = async (req, res, { account }) => {
    if (!account) return sendEnvelopeError(res, 401, NOT_SIGNED_IN);
    const body = followRequest.safeParse(await readBodyObject(req));
    if (!body.success) return sendEnvelopeError(res, 400, malformed('Schedule/Follow', body.error));
    const { bventId, scheduleId, follow: followed } = body.data;
    if (!sessionsOf(bventId).has(scheduleId)) return sendEnvelopeError(res, 404, `No session ${scheduleId} in the programme of event ${bventId}`);
    book.set(account, bventId, scheduleId, followed);
    sendEnvelope(res, { scheduleId, isFollowed: followed });
  };

  const followed: Handler = async (req, res, { account }) => {
    if (!account) return sendEnvelopeError(res, 401, NOT_SIGNED_IN);
    const body = followedRequest.safeParse(await readBodyObject(req));
    if (!body.success) return sendEnvelopeError(res, 400, malformed('Schedule/Followed', body.error));
    const sessions = sessionsOf(body.data.bventId);
    if (sessions.size === 0) return sendEnvelopeError(res, 404, `No programme recorded for event ${body.data.bventId}`);
    sendEnvelope(res, book.followed(account, body.data.bventId, sessions));
  };

  /** The recorded day as it is without a token; with one, the account's isFollowed on each session. */
  const list: Handler = async (req, res, { url, account }) => {
    const body = await readBodyObject(req);
    const reply = findRecorded(bundles, 'Schedule/List', body);
    if (!reply) return sendEnvelopeError(res, 404, noFixtureMessage(url.pathname, 'Schedule/List', body));
    if (!account) return sendRecorded(res, reply);
    const envelope = readReply(reply) as { returnObj?: unknown };
    sendJson(res, 200, { ...envelope, returnObj: book.overlay(account, String(body.bventId), envelope.returnObj) }, { 'Cache-Control': 'no-store' });
  };

  return [
    { methods: ['POST'], path: FOLLOW_PATH, handle: follow },
    { methods: ['POST'], path: FOLLOWED_PATH, handle: followed },
    { methods: ['POST'], path: LIST_PATH, handle: list },
  ];
}
