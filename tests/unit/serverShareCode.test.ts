// @vitest-environment node
// The visitor's code on the replay server (the reply is ours: schemas/shareCode.ts;
// preview/server/shareCode.ts), over real HTTP with real tokens from the SSO session API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '../../preview/server/bearer';
import { DEMO_ACCOUNTS } from '../../preview/server/oidc/accounts';
import { startServer, type RunningServer } from '../../preview/server/server';
import { authUserCodeOf } from '../../preview/server/shareCode';
import { CALLS } from '../../schemas/calls';
import { rawEnvelope } from '../../schemas/envelope';
import { authUserCode } from '../../schemas/shareCode';

const PATH = CALLS['weixin/getAuthUserCode'].path;
const EVENT = '88001';
const [demo, attendee] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, log: () => undefined });
});
afterAll(() => server?.close());

async function tokenOf(account: { userName: string; password: string }): Promise<string> {
  const reply = await fetch(`${server.url}/api/session/login`, { method: 'POST', body: JSON.stringify({ userName: account.userName, password: account.password }) });
  return ((await reply.json()) as { returnObj: { token: string } }).returnObj.token;
}

function ask(body: unknown, token?: string): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${server.url}${PATH}`, { method: 'POST', body: JSON.stringify(body), headers });
}

async function failure(reply: Response): Promise<[number, string | null | undefined]> {
  return [reply.status, rawEnvelope.parse(await reply.json()).businessMessage];
}

describe('getAuthUserCode over HTTP', () => {
  it('refuses a call without a token, or with one it did not issue, with the not-logged-in envelope', async () => {
    expect(await failure(await ask({ accountId: demo.sub, bventId: EVENT }))).toEqual([401, NOT_SIGNED_IN]);
    expect(await failure(await ask({ accountId: demo.sub, bventId: EVENT }, 'forged'))).toEqual([401, NOT_SIGNED_IN]);
  });

  it("answers each account its own code, the same on every call, and never another account's", async () => {
    const [demoToken, attendeeToken] = await Promise.all([tokenOf(demo), tokenOf(attendee)]);
    const codeOf = async (accountId: string, token: string) => {
      const reply = await ask({ accountId, bventId: EVENT }, token);
      expect(reply.status).toBe(200);
      return authUserCode.parse(rawEnvelope.parse(await reply.json()).returnObj).code;
    };
    const demoCode = await codeOf(demo.sub, demoToken);
    expect(demoCode).toBe(authUserCodeOf(demo.sub, EVENT));
    expect(await codeOf(demo.sub, demoToken)).toBe(demoCode);
    expect(await codeOf(attendee.sub, attendeeToken)).not.toBe(demoCode);
    const [status, message] = await failure(await ask({ accountId: demo.sub, bventId: EVENT }, attendeeToken));
    expect(status).toBe(403);
    expect(message).toContain(demo.sub);
  });

  it('refuses a body the contract does not describe, and an event no bundle records', async () => {
    const token = await tokenOf(demo);
    const [status, message] = await failure(await ask({ accountId: demo.sub }, token));
    expect(status).toBe(400);
    expect(message).toContain('bventId');
    expect(await failure(await ask({ accountId: demo.sub, bventId: 'no-such-event' }, token))).toEqual([404, 'No event no-such-event is recorded']);
  });
});
