import fs from 'node:fs';
import { fixtureBundles } from '../../../fixtures/index';
import { FollowBook, followAnswers, type FollowAnswer } from '../../../preview/server/follows';
import { MALL_CALLS, mallPath, pointsAnswers } from '../../../preview/server/points';
import { findRecorded, findRecordedGet, GATEWAY_BASE } from '../../../preview/server/gateway';

const bundles = [...fixtureBundles().values()];

/**
 * Following sessions (ours), answered as the server answers it, per account: here the bearer
 * token itself stands for the account (nothing verifies it). The state lasts until `resetFollows`.
 */
let follows = followAnswers(bundles, new FollowBook());
export function resetFollows(): void {
  follows = followAnswers(bundles, new FollowBook());
}
const FOLLOW_CALLS: Record<string, keyof typeof follows> = {
  'Schedule/Follow': 'follow',
  'Schedule/Followed': 'followed',
  'Schedule/List': 'list',
};

/**
 * The points mall (ours but five calls), answered by the server's own live mall, seeded afresh
 * by `resetMall`. The memory driver's token `token-of-<account>` names the account.
 */
let mall = pointsAnswers(bundles);
export function resetMall(): void {
  mall = pointsAnswers(bundles);
}
const MALL_PATHS = new Map(MALL_CALLS.map((call) => [mallPath(call), call]));

function answered(answer: FollowAnswer): Response {
  const body = 'recorded' in answer ? fs.readFileSync(answer.recorded.file, 'utf8') : JSON.stringify(answer.body);
  return new Response(body, { status: 'recorded' in answer ? 200 : answer.status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch for unit tests that answers gateway calls the way the replay server does, from the
 * same fixture bundles: the network edge is replaced, nothing behind it. Calls no fixture
 * answers get the server's 404 envelope. Following sessions and each account's Schedule/List
 * are answered by the server's own code (preview/server/follows.ts).
 */
export async function replayFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
  const followCall = url.pathname.startsWith(GATEWAY_BASE) ? FOLLOW_CALLS[url.pathname.slice(GATEWAY_BASE.length)] : undefined;
  if (followCall) {
    const account = /^Bearer (\S+)$/.exec(new Headers(init?.headers).get('Authorization') ?? '')?.[1] ?? null;
    return answered(follows[followCall](account, body as Record<string, unknown>, url.pathname));
  }
  const mallCall = MALL_PATHS.get(url.pathname);
  if (mallCall) {
    const headers = new Headers(init?.headers);
    const account = /^Bearer token-of-(\S+)$/.exec(headers.get('Authorization') ?? '')?.[1] ?? null;
    const reply = mall(mallCall, account, headers.get('x-lang') ?? undefined, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
  }
  const reply = url.pathname.startsWith(GATEWAY_BASE) ? findRecorded(bundles, url.pathname.slice(GATEWAY_BASE.length), body) : findRecordedGet(bundles, url);
  if (!reply) {
    const envelope = { isSuccess: false, businessMessage: `No fixture answers ${url.pathname}`, sysMessage: null, businessCode: null, returnObj: null };
    return new Response(JSON.stringify(envelope), { status: 404, headers: { 'Content-Type': 'application/json' } });
  }
  return new Response(fs.readFileSync(reply.file, 'utf8'), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
