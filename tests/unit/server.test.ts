// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, fixtureBundles, response } from '../../fixtures/index';
import { KEEP_LAST } from '../../preview/server/reports';
import { startServer, type RunningServer } from '../../preview/server/server';
import { rawReply } from '../support/rawReply';

const GATEWAY = '/api/ClientResponsiveSiteAggregator';
const quiet = () => undefined;
const bundles = fixtureBundles();

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, log: quiet });
});
afterAll(() => server.close());

function post(pathname: string, body: string, base = server.url): Promise<Response> {
  return fetch(`${base}${pathname}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
}

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
async function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { status, body } = await rawReply(`${server.url}${rawPath}`, { path: rawPath });
  return { status, body: body.toString() };
}

async function expectEnvelopeError(reply: Response, status: number, message: RegExp) {
  expect(reply.status).toBe(status);
  expect(await reply.json()).toEqual({ isSuccess: false, businessMessage: expect.stringMatching(message), sysMessage: null, businessCode: null, returnObj: null });
}

describe('gateway replay', () => {
  it.each([
    ['Site/GetSiteById', { id: '1001' }, 'demo-expo', '1001'],
    ['Page/Tree', { siteId: 1002 }, 'demo-expo', '1002'],
    ['Page/Detail', { pageId: '100103' }, 'demo-expo', '100103'],
    ['Site/GetSiteById', { id: '2001' }, 'light-conference', '2001'],
    ['Page/Detail', { pageId: '300101' }, 'faulty', '300101'],
    // The keyword is part of the key: a search answers with its own recording, no keyword with the empty-keyword one.
    ['Speaker/QuerySpeakerList', { bventId: '9001', topOrgId: '9000', lang: 'en-US', pageIndex: 1, pageSize: 20, keyword: 'Chen' }, 'kitchen-sink', '9001_en-US_1_Chen'],
    ['Speaker/QuerySpeakerList', { bventId: '9001', topOrgId: '9000', lang: 'en-US', pageIndex: 1, pageSize: 20, keyword: '' }, 'kitchen-sink', '9001_en-US_1_'],
    ['Cms/GetNewsDetail', { bventId: '88001', id: '7003', lang: 'zh-HK' }, 'demo-expo', '88001_zh-HK_7003'],
    // A lookup by an id no bundle records answers from the call's default.json: the gateway's "nothing by that id".
    ['Cms/GetNewsDetail', { bventId: '9001', id: 'nothing', lang: 'en-US' }, 'kitchen-sink', 'default'],
  ])('POST %s %j answers from %s', async (call, body, owner, key) => {
    const reply = await post(`${GATEWAY}/${call}`, JSON.stringify(body));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    const [area, name] = call.split('/') as [string, string];
    expect(await reply.json()).toEqual(response(bundles.get(owner)!, area, name, key));
  });

  it('gzips a reply of some size for a client that takes gzip, as a gateway behind nginx does; a small envelope and a client without gzip get it plain', async () => {
    const raw = (body: string, encoding: string) =>
      rawReply(`${server.url}${GATEWAY}/Page/Detail`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': encoding } }, body);
    const recorded = fs.readFileSync(path.join(FIXTURES_DIR, 'demo-expo', 'Page', 'Detail', '100101.json'));
    const zipped = await raw('{"pageId":"100101"}', 'gzip, deflate, br');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(recorded.length / 3);
    expect(zlib.gunzipSync(zipped.body)).toEqual(recorded);
    const plain = await raw('{"pageId":"100101"}', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(recorded);
    const small = await raw('{"pageId":"999"}', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ isSuccess: false });
  });

  it('answers a call no fixture records with a 404 envelope naming the call and key', async () => {
    await expectEnvelopeError(await post(`${GATEWAY}/Page/Detail`, '{"pageId":"999"}'), 404, /^No fixture answers POST \/api\/ClientResponsiveSiteAggregator\/Page\/Detail \(key pageId=999\)$/);
    await expectEnvelopeError(await post(`${GATEWAY}/Page/Detail`, '{}'), 404, /pageId missing/);
    await expectEnvelopeError(await post(`${GATEWAY}/Material/GetGroupList`, '{"type":1}'), 404, /GetGroupList \(key field bventId missing from the body\)/);
  });

  it('never reads a key as a path', async () => {
    await expectEnvelopeError(await post(`${GATEWAY}/Site/GetSiteById`, '{"id":"../../manifest"}'), 404, /key id=\.\.\/\.\.\/manifest/);
  });

  it('answers any other /api/ address with a 404 envelope', async () => {
    await expectEnvelopeError(await fetch(`${server.url}/api/ClientAggregator/Outside/QueryTimeZones/88001`), 404, /^No fixture answers GET /);
  });

  it('answers the event\'s own GETs from ClientAggregator/<Call>/<bventId>.json, the statement only with a token', async () => {
    const languages = await fetch(`${server.url}/api/ClientAggregator/Outside/QueryLanguages/88001`);
    expect(languages.status).toBe(200);
    expect(await languages.json()).toEqual(response(bundles.get('demo-expo')!, 'ClientAggregator', 'QueryLanguages', '88001'));
    await expectEnvelopeError(await fetch(`${server.url}/api/ClientAggregator/Outside/QueryLanguages/404`), 404, /^No fixture answers GET /);
    expect((await fetch(`${server.url}/api/ClientAggregator/OutSide/88001/GetIntellectualPropertyByBventId`)).status).toBe(401);
  });

  it('answers GET /api/WebAggregator/notoken/<bventId>/GetBventSetting from WebAggregator/GetBventSetting/<bventId>.json', async () => {
    const reply = await fetch(`${server.url}/api/WebAggregator/notoken/9001/GetBventSetting`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual(response(bundles.get('kitchen-sink')!, 'WebAggregator', 'GetBventSetting', '9001'));
    await expectEnvelopeError(await fetch(`${server.url}/api/WebAggregator/notoken/404/GetBventSetting`), 404, /^No fixture answers GET \/api\/WebAggregator\/notoken\/404\/GetBventSetting$/);
    await expectEnvelopeError(await fetch(`${server.url}/api/WebAggregator/notoken/9001/GetBventSetting/x`), 404, /^No fixture answers GET /);
  });

  it('refuses a body that is not JSON with a 400 envelope', async () => {
    await expectEnvelopeError(await post(`${GATEWAY}/Page/Tree`, '{"siteId":'), 400, /not valid JSON/);
  });
});

describe('fixture files', () => {
  it('serves a bundle file with its content type', async () => {
    const reply = await fetch(`${server.url}/files/demo-expo/logo.svg`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/svg+xml');
    expect(await reply.text()).toContain('<svg');
  });

  it.each(['/files/demo-expo/../manifest.json', '/files/demo-expo/..%2Fmanifest.json', '/files/demo-expo/..%2F..%2F..%2Fpackage.json', '/files/..%2Fdemo-expo/manifest.json'])(
    'refuses %s',
    async (rawPath) => {
      const reply = await rawGet(rawPath);
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain('defaultSiteId');
    },
  );
});

describe('client configuration and previews', () => {
  it('points the client at this server and the fixture default site', async () => {
    const reply = await fetch(`${server.url}/site/domain-config.js`);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const script = await reply.text();
    const config = JSON.parse(script.slice(script.indexOf('=') + 1).trim().replace(/;$/, '')) as Record<string, unknown>;
    expect(config).toMatchObject({ gateway: server.url, sso: server.url, siteId: '1001', enableReport: true, mode: 'live' });
    // The stand-in assistant under the other loopback name: another origin than the client's.
    expect(config.assistantUrl).toBe(`${server.url.replace('127.0.0.1', 'localhost')}/assistant/`);
  });

  it('serves the stand-in assistant trusting the client under the other loopback name as its parent', async () => {
    const page = await (await fetch(`${server.url}/assistant/`)).text();
    expect(page).toContain(`const PARENT = "${server.url.replace('127.0.0.1', 'localhost')}";`);
    expect(page).toContain("parent.postMessage({ type: 'ready' }, PARENT);");
  });

  it('lists the bundles with their sites', async () => {
    const list = (await (await fetch(`${server.url}/preview/api/fixtures`)).json()) as Array<{ name: string; defaultSiteId: string; sites: Array<{ id: string; language: string }> }>;
    const expo = list.find((entry) => entry.name === 'demo-expo');
    expect(expo?.defaultSiteId).toBe('1001');
    expect(expo?.sites.map((entry) => entry.language).sort()).toEqual(['en-US', 'pt-PT', 'zh-CN', 'zh-HK']);
  });

  it('keeps the preview from search engines and shared caches, and says so to crawlers at /robots.txt', async () => {
    for (const address of ['/preview/', '/preview/api/fixtures', '/preview?siteId=1001', '/preview/api/nothing']) {
      const reply = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      expect([address, reply.headers.get('x-robots-tag')]).toEqual([address, 'noindex']);
      expect(reply.headers.get('cache-control')).toMatch(/private|no-store/);
    }
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Disallow: /preview/\n');
    expect((await fetch(`${server.url}/site/`)).headers.get('x-robots-tag')).toBeNull();
  });

  it('redirects / to the client', async () => {
    const reply = await fetch(`${server.url}/?siteId=1002`, { redirect: 'manual' });
    expect(reply.status).toBe(302);
    expect(reply.headers.get('location')).toBe('/site/?siteId=1002');
  });
});

describe('error reports', () => {
  it(`keeps what the client posts, in batches or one at a time, until cleared, at most ${KEEP_LAST}`, async () => {
    expect((await fetch(`${server.url}/preview/api/reports`, { method: 'DELETE' })).status).toBe(204);
    const batch = Array.from({ length: KEEP_LAST }, (_, index) => ({ kind: 'module', detail: { index } }));
    expect((await post('/api/report', JSON.stringify(batch))).status).toBe(204);
    for (let index = KEEP_LAST; index < KEEP_LAST + 5; index++) {
      expect((await post('/api/report', JSON.stringify({ kind: 'module', detail: { index } }))).status).toBe(204);
    }
    const reports = (await (await fetch(`${server.url}/preview/api/reports`)).json()) as Array<{ detail: { index: number } }>;
    expect(reports).toHaveLength(KEEP_LAST);
    expect(reports[0]).toEqual({ kind: 'module', detail: { index: 5 } });
    expect(reports.at(-1)).toEqual({ kind: 'module', detail: { index: KEEP_LAST + 4 } });
    await fetch(`${server.url}/preview/api/reports`, { method: 'DELETE' });
    expect(await (await fetch(`${server.url}/preview/api/reports`)).json()).toEqual([]);
  });
});

describe('FIXTURE choice', () => {
  it('rejects an unknown fixture with the known names', async () => {
    await expect(startServer({ port: 0, build: false, fixture: 'no-such-bundle', log: quiet })).rejects.toThrow(/Unknown fixture "no-such-bundle".*demo-expo/);
  });

  it('takes a bundle folder from anywhere and still answers from the shipped bundles', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    fs.cpSync(path.join(FIXTURES_DIR, 'faulty'), dir, { recursive: true });
    const outside = await startServer({ port: 0, build: false, fixture: dir, log: quiet });
    try {
      const config = await (await fetch(`${outside.url}/site/domain-config.js`)).text();
      expect(config).toContain('"siteId": "3001"');
      expect((await fetch(`${outside.url}/files/${path.basename(dir)}/logo.svg`)).status).toBe(200);
      expect((await post(`${GATEWAY}/Site/GetSiteById`, '{"id":"1001"}', outside.url)).status).toBe(200);
    } finally {
      await outside.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

