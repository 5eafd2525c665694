// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../preview/server/server';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sitemaps } from '../../preview/server/sitemaps';
import { detailOf, pages, sessionsOf, speakersOf } from '../e2e/fixtureData';

let expo: RunningServer;
let closed: RunningServer;
const quiet = () => undefined;

// The client's shell as the build writes it, in small (the marks the server writes a site's head
// between, the app's entry, the root): the suite runs before the build, and a page's head (its
// canonical address) is all these tests read of it.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitemaps-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html lang="en-US"><head><!--site-head--><!--/site-head--><script type="module" crossorigin src="/site/assets/app.js"></script></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  [expo, closed] = await Promise.all([
    startServer({ port: 0, build: false, oidc: false, log: quiet, clientDir }),
    // The kitchen sink's organiser left SEO off.
    startServer({ port: 0, build: false, oidc: false, log: quiet, clientDir, fixture: 'kitchen-sink' }),
  ]);
});
afterAll(async () => {
  await Promise.all([expo.close(), closed.close()]);
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A sitemap or index as a crawler reads it: parsed by the `sitemap` library's own reader. */
async function read(url: string) {
  const reply = await fetch(url);
  expect(reply.headers.get('content-type')).toMatch(/^application\/xml/);
  return Readable.from([await reply.text()]);
}

describe('sitemaps', () => {
  it("index one sitemap per language site the deployment's site shows", async () => {
    const index = await parseSitemapIndex(await read(`${expo.url}/site/sitemap.xml`));
    expect(index.map((entry) => entry.url)).toEqual(['1001', '1002', '1003', '1004'].map((id) => `${expo.url}/site/sitemaps/${id}.xml`));
  });

  it('list every published page of modules, story, speaker and session once, and the sites its published activities open, each with the same in every language as alternates, and each answers with itself as canonical', async () => {
    const listed = await parseSitemap(await read(`${expo.url}/site/sitemaps/1001.xml`));
    // Pages of modules (not links elsewhere), drafts left out; the home at the site's root.
    const published = pages('1001').filter((node) => (node.type === 'site' || node.type === 'pagemodule') && detailOf(node.pageId, 'pc').isPublish);
    const home = pages('1001').find((node) => node.sort === 0)!.pageId;
    expect(published.length).toBeLessThan(pages('1001').length);
    const stories = ['7001', '7002', '7003', '7004', '7005', '7006', '7007'];
    const speakers = speakersOf('88001', 'en-US').map((speaker) => speaker.pkey);
    // Every day of the programme, a session listed under two days once.
    const sessions = [...new Set(['2026-10-22', '2026-10-23', '2026-10-24'].flatMap((day) => sessionsOf('88001', 'en-US', day).map((session) => session.id)))];
    expect([speakers.length, sessions.length].every((count) => count > 5)).toBe(true);
    expect(listed.map((item) => item.url).sort()).toEqual(
      [
        ...published.map((node) => (node.pageId === home ? `${expo.url}/site/?siteId=1001` : `${expo.url}/site/pages/index/index?siteId=1001&pageId=${node.pageId}`)),
        ...stories.map((id) => `${expo.url}/site/subPages/news/detail?siteId=1001&id=${id}`),
        ...speakers.map((pkey) => `${expo.url}/site/pages/speaker/detail/index?siteId=1001&id=${pkey}`),
        ...sessions.map((id) => `${expo.url}/site/subPages/schedule/detail/index?siteId=1001&id=${id}`),
        // The other event among its activities (the expo itself, and its draft, are not another site).
        `${expo.url}/site/?siteId=2001`,
      ].sort(),
    );
    const session = listed.find((item) => item.url.endsWith(`schedule/detail/index?siteId=1001&id=${sessions[0]}`))!;
    expect(session.links.map((link) => [link.lang, new URL(link.url).searchParams.get('siteId')])).toEqual([
      ['en-US', '1001'],
      ['zh-CN', '1002'],
      ['zh-HK', '1003'],
      ['pt-PT', '1004'],
    ]);
    // Every story of the event's list (two pages of it), dated by its publishing time at the venue (Macao, UTC+8).
    const first = listed.find((item) => item.url.endsWith('id=7001'))!;
    expect([first.lastmod, first.links.map((link) => link.lang)]).toEqual(['2026-10-08T02:00:00.000Z', ['en-US', 'zh-CN', 'zh-HK', 'pt-PT']]);
    const gettingThere = listed.find((item) => item.url.endsWith('pageId=100104'))!;
    expect(gettingThere.links.map((link) => [link.lang, new URL(link.url).searchParams.get('pageId')])).toEqual([
      ['en-US', '100104'],
      ['zh-CN', '100204'],
      ['zh-HK', '100304'],
      ['pt-PT', '100404'],
    ]);
    // Each page answers (a speaker's and a session's with their own name in the tab).
    for (const { url } of listed) {
      const reply = await fetch(url);
      const canonical = new JSDOM(await reply.text()).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect([url, reply.status, canonical]).toEqual([url, 200, url]);
    }
    // A cap, not a measure: every address of the expo fetched and read (4.5 s quiet; past 5 s with the bench beside it).
  }, 30_000);

  it('list nothing of a site its organiser kept from search engines, nor of a site the deployment does not show', async () => {
    const index = await parseSitemapIndex(await read(`${closed.url}/site/sitemap.xml`));
    expect(index).toHaveLength(4);
    for (const { url } of index) expect(await parseSitemap(await read(url))).toEqual([]);
    expect(await parseSitemap(await read(`${expo.url}/site/sitemaps/9101.xml`))).toEqual([]);
    expect((await fetch(`${expo.url}/site/sitemaps/not-a-sitemap`)).status).toBe(404);
  });

  it('split a site past the protocol\'s limits into sitemaps the index names, every address in exactly one', async () => {
    const whole = (await parseSitemap(await read(`${expo.url}/site/sitemaps/1001.xml`))).map((item) => item.url);
    // The same deployment with a limit of 10 addresses to a sitemap.
    const small = sitemaps({ gateway: () => expo.url, defaultSiteId: () => '1001', limits: { urls: 10, bytes: 50 * 1024 * 1024 } });
    const server = http.createServer((req, res) => void small(res, new URL(req.url!, origin)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const index = (await parseSitemapIndex(await read(`${origin}/site/sitemap.xml`))).map((entry) => entry.url);
      const own = index.filter((url) => /\/1001(\.\d+)?\.xml$/.test(url));
      expect(own).toEqual(Array.from({ length: Math.ceil(whole.length / 10) }, (_, index) => `${origin}/site/sitemaps/1001${index ? `.${index + 1}` : ''}.xml`));
      const parts = await Promise.all(own.map(async (url) => (await parseSitemap(await read(url))).map((item) => item.url.replace(origin, expo.url))));
      expect(parts.every((part) => part.length <= 10)).toBe(true);
      expect(parts.flat().sort()).toEqual([...whole].sort());
      expect((await fetch(`${origin}/site/sitemaps/1001.${own.length + 1}.xml`)).status).toBe(404);
    } finally {
      server.close();
    }
    // A cap, not a measure: the index and each sitemap of four language sites read (2 s quiet).
  }, 30_000);
});
