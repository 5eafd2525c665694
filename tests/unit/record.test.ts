// @vitest-environment node
// Record and replay (docs/fixtures.md, "Record and replay"): a second server instance stands in for the
// real gateway; the recorder writes what it forwards into a new bundle, and the bundle then
// answers alone. The HAR converter keys a capture the same way.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureBundles, loadFixtureBundle, response } from '../../fixtures/index';
import { writeHar, type Har } from '../../preview/record/harBundle';
import { jsonForHtml } from '../../preview/server/sitePage';
import { FIRST_REPLIES_ID, firstReplyKey } from '../../schemas/firstReplies';
import { Recording } from '../../preview/record/recording';
import { redact, REDACTED } from '../../preview/record/redact';
import { startServer, type RunningServer } from '../../preview/server/server';
import { temporaryFolders } from '../support/temporaryFolders';

const GATEWAY = '/api/ClientResponsiveSiteAggregator';
const expo = fixtureBundles().get('demo-expo')!;
const lines: string[] = [];
const folders = temporaryFolders('recording-');
const freshDir = () => path.join(folders.fresh(), 'bundle');
afterAll(() => folders.removeAll());

const post = (base: string, call: string, body: object, headers: Record<string, string> = {}) =>
  fetch(`${base}${call}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } });

describe('RECORD_FROM', () => {
  let gateway: RunningServer;
  let recorder: RunningServer;
  const dir = freshDir();
  beforeAll(async () => {
    gateway = await startServer({ port: 0, build: false, log: () => undefined, oidc: false });
    recorder = await startServer({ port: 0, build: false, log: (line) => lines.push(line), oidc: false, fixture: dir, recordFrom: gateway.url });
  });
  afterAll(async () => {
    await recorder.close();
    await gateway.close().catch(() => undefined);
  });

  it('forwards a call with no place in a bundle without writing it, and says so', async () => {
    const before = 0;
    await post(recorder.url, '/Api/MemberSystem/MemberPoints/GetMemberPointsDetail', { businessId: '88001', businessType: 4, memberType: 1 });
    expect(loadFixtureBundle(dir).replies).toHaveLength(before);
    expect(lines.some((line) => line.startsWith('record: forwarded, not written: POST /Api/MemberSystem/'))).toBe(true);
  });

  it('forwards what it cannot answer, writes it at its place, and answers alone once the gateway is gone', async () => {
    const site = await post(recorder.url, `${GATEWAY}/Site/GetSiteById`, { id: '1001' }, { Authorization: 'Bearer secret-token' });
    expect(site.status).toBe(200);
    expect(await site.json()).toEqual(response(expo, 'Site', 'GetSiteById', '1001'));
    const tree = await post(recorder.url, `${GATEWAY}/Page/Tree`, { siteId: '1001' });
    expect(await tree.json()).toEqual(response(expo, 'Page', 'Tree', '1001'));
    const setting = await fetch(`${recorder.url}/api/WebAggregator/notoken/88001/GetBventSetting`);
    expect(setting.status).toBe(200);

    const bundle = loadFixtureBundle(dir);
    expect(bundle.replies.map(({ area, call, key }) => `${area}/${call}/${key}`).sort()).toEqual(['Page/Tree/1001', 'Site/GetSiteById/1001', 'WebAggregator/GetBventSetting/88001']);
    expect(bundle.manifest.defaultSiteId).toBe('1001');
    expect(bundle.manifest.recorded).toMatchObject({ from: gateway.url, by: 'RECORD_FROM' });
    // The credential went to the gateway, never to disk.
    for (const reply of bundle.replies) expect(fs.readFileSync(reply.file, 'utf8')).not.toContain('secret-token');

    await gateway.close();
    const again = await post(recorder.url, `${GATEWAY}/Site/GetSiteById`, { id: '1001' });
    expect(await again.json()).toEqual(response(expo, 'Site', 'GetSiteById', '1001'));
    const unrecorded = await post(recorder.url, `${GATEWAY}/Page/Detail`, { pageId: '100101' });
    expect(unrecorded.status).toBe(504);
  });
});

describe('redaction', () => {
  it('replaces credentials at any depth and keeps the rest', () => {
    const reply = { isSuccess: true, returnObj: { accessToken: 'a', refresh_token: 'b', user: { name: 'Ada', password: 'p', sessionId: 's' }, list: [{ apiKey: 'k', id: 1 }], token: null } };
    expect(redact(reply)).toEqual({
      isSuccess: true,
      returnObj: { accessToken: REDACTED, refresh_token: REDACTED, user: { name: 'Ada', password: REDACTED, sessionId: REDACTED }, list: [{ apiKey: REDACTED, id: 1 }], token: null },
    });
  });
});

describe('fixtures:from-har', () => {
  const entry = (method: string, url: string, body: unknown, status: number, reply: string, encoding?: string) => ({
    request: { method, url, postData: body === undefined ? undefined : { text: JSON.stringify(body) } },
    response: { status, content: { text: reply, encoding, mimeType: 'application/json' } },
  });
  const site = JSON.stringify(response(expo, 'Site', 'GetSiteById', '1001'));
  const base = 'http://127.0.0.1:4173';
  const har: Har = {
    log: {
      entries: [
        entry('GET', `${base}/site/`, undefined, 200, '<!doctype html>'),
        entry('POST', `${base}${GATEWAY}/Site/GetSiteById`, { id: '1001' }, 200, site),
        entry('POST', `${base}${GATEWAY}/Site/GetSiteById`, { id: '1001' }, 200, site),
        entry('POST', `${base}${GATEWAY}/Page/Tree`, { siteId: '1001' }, 200, Buffer.from(JSON.stringify({ isSuccess: true, returnObj: [] })).toString('base64'), 'base64'),
        entry('POST', `${base}${GATEWAY}/Page/Detail`, { id: 'no pageId' }, 200, '{}'),
        entry('POST', `${base}${GATEWAY}/Page/Detail`, { pageId: '100101' }, 500, 'Internal error'),
        entry('GET', `${base}/api/UserResource/AccountUser/v1/Info?accountId=acct-1`, undefined, 200, JSON.stringify({ isSuccess: true, returnObj: { name: 'Ada', token: 't' } })),
      ],
    },
  };

  it('writes each keyed reply once, decodes base64, redacts, and reports what it left', () => {
    const dir = freshDir();
    const report = writeHar(har, new Recording(dir, { from: 'capture.har', at: '2026-11-24T00:00:00Z', by: 'fixtures:from-har' }));
    expect(report.written).toEqual(['Site/GetSiteById/1001.json', 'Page/Tree/1001.json', 'UserResource/AccountUser/acct-1.json']);
    expect(report.left).toEqual([
      `POST ${GATEWAY}/Site/GetSiteById: Site/GetSiteById/1001.json already written, the first reply kept`,
      'Page/Detail: key field pageId missing from the body',
      `POST ${GATEWAY}/Page/Detail: answered 500 without a JSON body`,
    ]);
    const bundle = loadFixtureBundle(dir);
    expect(bundle.manifest).toMatchObject({ defaultSiteId: '1001', recorded: { from: 'capture.har', by: 'fixtures:from-har' } });
    expect(response(bundle, 'Page', 'Tree', '1001')).toEqual({ isSuccess: true, returnObj: [] });
    expect(response(bundle, 'UserResource', 'AccountUser', 'acct-1')).toEqual({ isSuccess: true, returnObj: { name: 'Ada', token: REDACTED } });
  });

  it("writes the replies a server-written page carried, which the visitor's browser never asked for", () => {
    const detail = response(expo, 'Page', 'Detail', '100101');
    const replies = { [firstReplyKey('POST', `${GATEWAY}/Site/GetSiteById`, 'en-US', { id: '1001' })]: JSON.parse(site), [firstReplyKey('POST', `${GATEWAY}/Page/Detail`, 'en-US', { pageId: '100101' })]: detail, 'not a key': {} };
    const page = { ...entry('GET', `${base}/site/`, undefined, 200, `<!doctype html><body><script type="application/json" id="${FIRST_REPLIES_ID}">${jsonForHtml(replies)}</script></body>`) };
    page.response.content.mimeType = 'text/html; charset=utf-8';
    const dir = freshDir();
    const report = writeHar({ log: { entries: [page] } }, new Recording(dir, { from: 'capture.har', at: '2026-11-24T00:00:00Z', by: 'fixtures:from-har' }));
    expect(report.written).toEqual(['Site/GetSiteById/1001.json', 'Page/Detail/100101.json']);
    expect(response(loadFixtureBundle(dir), 'Page', 'Detail', '100101')).toEqual(detail);
  });
});
