// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../preview/server/server';
import { detailOf, pages } from '../e2e/fixtureData';

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

  it('list every published page of modules and every story once, each with the same in every language as alternates, and each answers with itself as canonical', async () => {
    const listed = await parseSitemap(await read(`${expo.url}/site/sitemaps/1001.xml`));
    // Pages of modules (not links elsewhere), drafts left out; the home at the site's root.
    const published = pages('1001').filter((node) => (node.type === 'site' || node.type === 'pagemodule') && detailOf(node.pageId, 'pc').isPublish);
    const home = pages('1001').find((node) => node.sort === 0)!.pageId;
    expect(published.length).toBeLessThan(pages('1001').length);
    const stories = ['7001', '7002', '7003', '7004', '7005', '7006', '7007'];
    expect(listed.map((item) => item.url).sort()).toEqual(
      [
        ...published.map((node) => (node.pageId === home ? `${expo.url}/site/?siteId=1001` : `${expo.url}/site/pages/index/index?siteId=1001&pageId=${node.pageId}`)),
        ...stories.map((id) => `${expo.url}/site/subPages/news/detail?siteId=1001&id=${id}`),
      ].sort(),
    );
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
    for (const { url } of listed) {
      const reply = await fetch(url);
      const canonical = new JSDOM(await reply.text()).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect([url, reply.status, canonical]).toEqual([url, 200, url]);
    }
  });

  it('list nothing of a site its organiser kept from search engines, nor of a site the deployment does not show', async () => {
    const index = await parseSitemapIndex(await read(`${closed.url}/site/sitemap.xml`));
    expect(index).toHaveLength(4);
    for (const { url } of index) expect(await parseSitemap(await read(url))).toEqual([]);
    expect(await parseSitemap(await read(`${expo.url}/site/sitemaps/9101.xml`))).toEqual([]);
    expect((await fetch(`${expo.url}/site/sitemaps/not-a-sitemap`)).status).toBe(404);
  });
});
