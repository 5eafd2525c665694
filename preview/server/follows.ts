import type * as z from 'zod/mini';
import type { ServerResponse } from 'node:http';
import { readReply, type FixtureBundle, type RecordedReply } from '../../fixtures/index';
import { SCHEDULE_CALLS } from '../../schemas/calls/schedule';
import { describeIssue, issuesOf } from '../../schemas/issues';
import { findRecorded, noFixtureMessage, readBodyObject, sendRecorded } from './gateway';
import { envelope, envelopeError, NOT_SIGNED_IN, sendJson } from './http';
import type { Route } from './router';

/**
 * Following programme sessions, ours (not in the spec; schemas/calls/schedule.ts): `Schedule/Follow`
 * and `Schedule/Followed` answered live, and `Schedule/List` with each account's own
 * isFollowed. The state is per account (the bearer token's, bearer.ts) and event, in memory
 * for the server's lifetime: it survives page reloads, a restart forgets it. Where an account
 * has said nothing about a session, the recording's isFollowed stands.
 */

const FOLLOW = SCHEDULE_CALLS['Schedule/Follow'];
const FOLLOWED = SCHEDULE_CALLS['Schedule/Followed'];
const LIST_PATH: string = SCHEDULE_CALLS['Schedule/List'].path;

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

/**
 * A reply of the follow calls: a status and its envelope, or the recorded reply to send as it
 * is (Schedule/List without a token).
 */
export type FollowAnswer = { status: number; body: object } | { recorded: RecordedReply };

/** Why a body is not what a call of ours takes, for its failure envelope. */
function malformed(call: string, error: z.core.$ZodError): FollowAnswer {
  const issues = issuesOf(error).map(describeIssue).join('; ');
  return { status: 400, body: envelopeError(`${call} takes its body as schemas/calls.ts says: ${issues}`) };
}

const signedOut: FollowAnswer = { status: 401, body: envelopeError(NOT_SIGNED_IN) };

/**
 * The three calls, answered from the recordings and a FollowBook for a request's account (null
 * without a valid token) and body: the server's routes send these, and the unit tests' fetch
 * stub (tests/unit/support/replayFetch.ts) answers with them too.
 */
export function followAnswers(bundles: readonly FixtureBundle[], book = new FollowBook()) {
  // The recordings do not change while the server runs; an event without any is not kept.
  const known = new Map<string, RecordedSessions>();
  const sessionsOf = (bventId: string): RecordedSessions => {
    const cached = known.get(bventId);
    if (cached) return cached;
    const sessions = recordedSessions(bundles, bventId);
    if (sessions.size > 0) known.set(bventId, sessions);
    return sessions;
  };

  return {
    /** Schedule/Follow: the account follows or unfollows one recorded session of the event. */
    follow(account: string | null, body: unknown): FollowAnswer {
      if (!account) return signedOut;
      const parsed = FOLLOW.request.safeParse(body);
      if (!parsed.success) return malformed('Schedule/Follow', parsed.error);
      const { bventId, scheduleId, follow } = parsed.data;
      if (!sessionsOf(bventId).has(scheduleId)) return { status: 404, body: envelopeError(`No session ${scheduleId} in the programme of event ${bventId}`) };
      book.set(account, bventId, scheduleId, follow);
      return { status: 200, body: envelope({ scheduleId, isFollowed: follow }) };
    },

    /** Schedule/Followed: the ids of the event's sessions the account follows. */
    followed(account: string | null, body: unknown): FollowAnswer {
      if (!account) return signedOut;
      const parsed = FOLLOWED.request.safeParse(body);
      if (!parsed.success) return malformed('Schedule/Followed', parsed.error);
      const sessions = sessionsOf(parsed.data.bventId);
      if (sessions.size === 0) return { status: 404, body: envelopeError(`No programme recorded for event ${parsed.data.bventId}`) };
      return { status: 200, body: envelope(book.followed(account, parsed.data.bventId, sessions)) };
    },

    /** Schedule/List: the recorded day as it is without a token; with one, the account's isFollowed on each session. */
    list(account: string | null, body: Record<string, unknown>, pathname = LIST_PATH): FollowAnswer {
      const reply = findRecorded(bundles, 'Schedule/List', body);
      if (!reply) return { status: 404, body: envelopeError(noFixtureMessage(pathname, 'Schedule/List', body)) };
      if (!account) return { recorded: reply };
      const recorded = readReply(reply) as { returnObj?: unknown };
      return { status: 200, body: { ...recorded, returnObj: book.overlay(account, String(body.bventId), recorded.returnObj) } };
    },
  };
}


async function send(res: ServerResponse, answer: FollowAnswer): Promise<void> {
  // Replies that depend on the account are never cached.
  if ('recorded' in answer) await sendRecorded(res, answer.recorded);
  else sendJson(res, answer.status, answer.body, { 'Cache-Control': 'no-store' });
}

export function followRoutes(bundles: readonly FixtureBundle[], book = new FollowBook()): Route[] {
  const answers = followAnswers(bundles, book);
  const route = (path: string, answer: (account: string | null, body: Record<string, unknown>, pathname: string) => FollowAnswer): Route => ({
    methods: ['POST'],
    path,
    handle: async (req, res, { url, account }) => send(res, answer(account, await readBodyObject(req), url.pathname)),
  });
  return [route(FOLLOW.path, answers.follow), route(FOLLOWED.path, answers.followed), route(LIST_PATH, answers.list)];
}
