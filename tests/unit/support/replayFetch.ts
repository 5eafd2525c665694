import fs from 'node:fs';
import { fixtureBundles } from '../../../fixtures/index';
import { findRecorded, findRecordedNotoken, findRecordedUserInfo, GATEWAY_BASE, NOTOKEN_BASE, USER_INFO_PATH } from '../../../preview/server/gateway';

const bundles = [...fixtureBundles().values()];

/**
 * A fetch for unit tests that answers gateway calls the way the replay server does, from the
 * same fixture bundles: the network edge is replaced, nothing behind it. Calls no fixture
 * answers get the server's 404 envelope.
 */
export async function replayFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : {};
  const reply = url.pathname.startsWith(GATEWAY_BASE)
    ? findRecorded(bundles, url.pathname.slice(GATEWAY_BASE.length), body)
    : url.pathname.startsWith(NOTOKEN_BASE)
      ? findRecordedNotoken(bundles, url.pathname)
      : url.pathname === USER_INFO_PATH
        ? findRecordedUserInfo(bundles, url.searchParams)
        : undefined;
  if (!reply) {
    const envelope = { isSuccess: false, businessMessage: `No fixture answers ${url.pathname}`, sysMessage: null, businessCode: null, returnObj: null };
    return new Response(JSON.stringify(envelope), { status: 404, headers: { 'Content-Type': 'application/json' } });
  }
  return new Response(fs.readFileSync(reply.file, 'utf8'), { status: 200, headers: { 'Content-Type': 'application/json' } });
}
