// @vitest-environment node
// Following sessions on the replay server (ours, not in the spec: preview/server/follows.ts),
// over real HTTP with real tokens: an SSO session's, which the gateway's bearer check honours
// like a provider's JWT (bearer.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBundles, readReply, response } from '../../fixtures/index';
import { NOT_SIGNED_IN } from '../../preview/server/bearer';
import { FollowBook, recordedSessions } from '../../preview/server/follows';
import { DEMO_ACCOUNTS } from '../../preview/server/oidc/accounts';
import { startServer, type RunningServer } from '../../preview/server/server';
import { followedSessions, followReply, scheduleList } from '../../schemas/content/schedule';
import { rawEnvelope } from '../../schemas/envelope';

const GATEWAY = '/api/ClientResponsiveSiteAggregator/Schedule';
const EVENT = '9001';
const [demo, attendee] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const kitchenSink = fixtureBundles().get('kitchen-sink')!;
const quiet = () => undefined;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, log: quiet });
});
afterAll(() => server?.close());

/** A token for the account, from the SSO session API (cookie mode's sign-in). */
async function tokenOf(account: { userName: string; password: string }, target = server): Promise<string> {
  const reply = await fetch(`${target.url}/api/session/login`, { method: 'POST', body: JSON.stringify({ userName: account.userName, password: account.password }) });
  return ((await reply.json()) as { returnObj: { token: string } }).returnObj.token;
}

function call(name: string, body: unknown, token?: string, target = server): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${target.url}${GATEWAY}/${name}`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });
}

/** The returnObj of a successful reply, read with the client's schema. */
async function read<T>(reply: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(reply.status).toBe(200);
  const envelope = rawEnvelope.parse(await reply.json());
  expect(envelope.isSuccess).toBe(true);
  return schema.parse(envelope.returnObj);
}

const follow = (token: string | undefined, scheduleId: string, followed: boolean) => call('Follow', { bventId: EVENT, scheduleId, follow: followed }, token);
const followedBy = async (token: string) => read(await call('Followed', { bventId: EVENT }, token), followedSessions);
const day = (date: string, lang = 'en-US') => ({ bventId: EVENT, lang, date, dateIds: [], typeIds: [], venueIds: [], keywords: '', searchType: 0, style: 1, typeCount: 0, dataRangeType: 0, dataDisplayType: 0 });
async function followedOn(date: string, token?: string, lang = 'en-US'): Promise<string[]> {
  const items = await read(await call('List', day(date, lang), token), scheduleList);
  return items.filter((item) => item.isFollowed).map((item) => item.id);
}

async function expectEnvelopeError(reply: Response, status: number, message: RegExp | string) {
  expect(reply.status).toBe(status);
  expect(await reply.json()).toEqual({ isSuccess: false, businessMessage: expect.stringMatching(message), sysMessage: null, businessCode: null, returnObj: null });
}

describe('following sessions over HTTP', () => {
  it('refuses both calls without a token, or with one it did not issue, with the not-logged-in envelope', async () => {
    await expectEnvelopeError(await follow(undefined, '801', true), 401, NOT_SIGNED_IN);
    await expectEnvelopeError(await call('Followed', { bventId: EVENT }), 401, NOT_SIGNED_IN);
    await expectEnvelopeError(await follow('forged', '801', true), 401, NOT_SIGNED_IN);
  });

  it('follows and unfollows for the account, which its Schedule/List and Schedule/Followed then say, in every language', async () => {
    const token = await tokenOf(demo);
    // Nothing said yet: the recording stands (806 is recorded followed).
    expect(await followedBy(token)).toEqual(['806']);
    expect(await read(await follow(token, '801', true), followReply)).toEqual({ scheduleId: '801', isFollowed: true });
    expect(await read(await follow(token, '806', false), followReply)).toEqual({ scheduleId: '806', isFollowed: false });
    expect(await followedOn('2026-10-22', token)).toEqual(['801']);
    expect(await followedOn('2026-10-22', token, 'zh-HK')).toEqual(['801']);
    // Unfollowed reads false though the recording says true.
    expect(await followedOn('2026-10-23', token)).toEqual([]);
    expect(await followedBy(token)).toEqual(['801']);
    // Following twice is still following once; a new sign-in of the same account sees the same.
    await read(await follow(token, '801', true), followReply);
    expect(await followedBy(await tokenOf(demo))).toEqual(['801']);
  });

  it('keeps each account to itself, and sends the recorded day as it is without a token', async () => {
    const token = await tokenOf(attendee);
    await read(await follow(token, '812', true), followReply);
    expect(await followedBy(token)).toEqual(['806', '812']);
    expect(await followedOn('2026-10-23', token)).toEqual(['806']);
    const anonymous = await call('List', day('2026-10-23'));
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual(response(kitchenSink, 'Schedule', 'List', `${EVENT}_en-US_2026-10-23`));
  });

  it('answers an unknown session, an unknown event and a malformed body with a failure envelope', async () => {
    const token = await tokenOf(demo);
    await expectEnvelopeError(await follow(token, '999', true), 404, 'No session 999 in the programme of event 9001');
    await expectEnvelopeError(await call('Follow', { bventId: 'nowhere', scheduleId: '801', follow: true }, token), 404, /No session 801 in the programme of event nowhere/);
    await expectEnvelopeError(await call('Followed', { bventId: 'nowhere' }, token), 404, 'No programme recorded for event nowhere');
    await expectEnvelopeError(await call('Follow', { bventId: EVENT, scheduleId: '801', follow: 'yes' }, token), 400, /^Schedule\/Follow takes its body as schemas\/calls\.ts says: follow: /);
    await expectEnvelopeError(await call('Follow', { bventId: EVENT, scheduleId: 801, follow: true }, token), 400, /scheduleId: /);
    await expectEnvelopeError(await call('Followed', {}, token), 400, /^Schedule\/Followed takes .*bventId: /);
    await expectEnvelopeError(await call('Follow', '[1]', token), 400, 'Request body must be a JSON object');
    await expectEnvelopeError(await call('Follow', '{"bventId":', token), 400, /not valid JSON/);
    await expectEnvelopeError(await call('List', { ...day('2030-01-01') }, token), 404, /^No fixture answers POST .*Schedule\/List \(key bventId,lang,date=9001_en-US_2030-01-01\)$/);
  });

  it('forgets everything on a restart', async () => {
    const token = await tokenOf(demo);
    await read(await follow(token, '802', true), followReply);
    const restarted = await startServer({ port: 0, build: false, log: quiet });
    try {
      const fresh = await tokenOf(demo, restarted);
      expect(await read(await call('Followed', { bventId: EVENT }, fresh, restarted), followedSessions)).toEqual(['806']);
    } finally {
      await restarted.close();
    }
  });
});

describe('the follow state', () => {
  const bundles = [...fixtureBundles().values()];

  it("reads an event's sessions from its recorded days, with the recording's isFollowed", () => {
    const sessions = recordedSessions(bundles, EVENT);
    expect([...sessions.keys()]).toEqual(['801', '802', '803', '804', '805', '806', '807', '808', '809', '810', '811', '812']);
    expect([...sessions].filter(([, followed]) => followed).map(([id]) => id)).toEqual(['806']);
    expect(recordedSessions(bundles, '90').size).toBe(0);
  });

  it('overlays what each account said onto a recorded day, per event, leaving anything else alone', () => {
    const book = new FollowBook();
    const recorded = (readReply(kitchenSink.replies.find((reply) => reply.key === `${EVENT}_en-US_2026-10-23`)!) as { returnObj: { id: string; isFollowed: boolean }[] }).returnObj;
    book.set('a', EVENT, '804', true);
    book.set('a', EVENT, '806', false);
    book.set('a', '9200', '805', true);
    const flags = (items: unknown) => (items as { id: string; isFollowed: boolean }[]).map((item) => [item.id, item.isFollowed]);
    expect(flags(book.overlay('a', EVENT, recorded))).toEqual([['804', true], ['805', false], ['806', false], ['807', false], ['808', false], ['809', false]]);
    expect(flags(book.overlay('b', EVENT, recorded))).toEqual(flags(recorded));
    expect(book.overlay('a', EVENT, null)).toBeNull();
    expect(book.overlay('a', EVENT, [null, 'x'])).toEqual([null, 'x']);
  });
});
