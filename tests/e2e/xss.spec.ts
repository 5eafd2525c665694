// Every text and address a gateway sends is inert in the page: the recorded replies of the site,
// its page tree, the kitchen-sink home page (every module type) and the content pages come back
// with an XSS vector in each field that reaches the DOM (tests/e2e/xss/: the OWASP and DOMPurify
// corpus, rich text given all of it). No dialog opens, no vector's script runs (the sentinel
// window.__xss stays unset), and the DOM holds no inline handler, no script address, no frame
// without a sandbox and no new-tab link without noopener.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { FIXTURES_DIR } from '../../fixtures/index';
import { startServer } from '../../preview/server/server';
import { withVectors, type Rewriting } from './xss/hostileReplies';
import { expect, test } from './support';
import { appLive } from './ui';
import { asShell } from './serverShell';

const GATEWAY = /\/api\/ClientResponsiveSiteAggregator\/(.+)$/;

/** The pages, and what each puts on screen from its replies. */
const PAGES = [
  { name: 'home page with every module type', address: '/site/pages/index/index?siteId=9101&pageId=910101' },
  { name: 'news story', address: '/site/subPages/news/detail?siteId=9101&id=7003' },
  { name: 'speaker', address: '/site/pages/speaker/detail/index?siteId=9101&id=sp-02' },
  { name: 'session', address: '/site/subPages/schedule/detail/index?siteId=9101&id=805' },
  { name: 'answer', address: '/site/subPages/qa/index?siteId=1001&id=889021' },
  { name: 'news search', address: '/site/subPages/news/search?siteId=9101' },
];

/** Answers every gateway call with its recorded reply, vectors in. */
async function answerWithVectors(page: Page): Promise<Rewriting> {
  const rewriting: Rewriting = { texts: new Set(), fields: 0 };
  // Every reply through the browser, where the vectors go in: the page comes as the shell.
  await asShell(page);
  await page.route(GATEWAY, async (route) => {
    const call = GATEWAY.exec(new URL(route.request().url()).pathname)![1]!;
    const response = await route.fetch();
    const envelope = (await response.json()) as { returnObj: never };
    const returnObj = envelope.returnObj === null ? null : withVectors(call, envelope.returnObj, rewriting);
    await route.fulfill({ response, json: { ...envelope, returnObj: returnObj ?? envelope.returnObj } });
  });
  return rewriting;
}

/** What the page's DOM holds that could run script or reach the page that opened it. */
function liveParts(): string[] {
  const ADDRESSES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data', 'background', 'srcset', 'ping'];
  // Links and pictures point at the web or somewhere relative: any other scheme is a finding.
  const OTHER_SCHEME = /^(?!https?:)[a-z][a-z0-9+.-]*:/;
  const found: string[] = [];
  const root = document.getElementById('root')!;
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const tag = element.tagName.toLowerCase();
    for (const { name, value } of element.attributes) {
      const attribute = name.toLowerCase();
      // As the browser reads an address: control characters and spaces inside the scheme dropped.
      // eslint-disable-next-line no-control-regex
      const address = value.replace(/[\u0000-\u0020\u00a0]/g, '').toLowerCase();
      if (attribute.startsWith('on')) found.push(`${tag} has the handler ${attribute}`);
      if (ADDRESSES.includes(attribute)) {
        if (OTHER_SCHEME.test(address) || address.includes(',javascript:')) found.push(`${tag} ${attribute}="${value}"`);
      }
      if (attribute === 'style' && /javascript:|expression\(/i.test(value)) found.push(`${tag} style="${value}"`);
    }
    if (['script', 'base', 'meta', 'object', 'embed', 'frame', 'frameset'].includes(tag)) found.push(`a ${tag} element`);
    if (tag === 'iframe' && !element.hasAttribute('sandbox')) found.push(`an iframe without sandbox: ${element.getAttribute('src')}`);
    if (element.getAttribute('target') === '_blank' && !/\bnoopener\b/.test(element.getAttribute('rel') ?? '')) {
      found.push(`a new-tab link without noopener: ${element.getAttribute('href')}`);
    }
  }
  return found;
}

test.use({
  // The vectors' pictures (src=x, src=1...) are not on the server.
  allowedConsoleErrors: [/Failed to load resource/],
});

for (const { name, address } of PAGES) {
  test(`XSS vectors in every field of the ${name} stay inert @desktop`, async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const rewriting = await answerWithVectors(page);
    await page.goto(address);
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('#root')).not.toBeEmpty();
    // Bring every lazy part in: pictures, and modules that wait to be seen.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);

    expect(rewriting.fields, 'fields given a vector').toBeGreaterThan(0);
    // The vectors reached the page as text (so the checks below looked at them)...
    // Read as the visitor reads it: long words are drawn with soft hyphens (src/theme/words.ts).
    const shown = (await page.locator('#root').innerText()).replaceAll('\u00ad', '');
    expect([...rewriting.texts].filter((text) => shown.includes(text.trim())).length, 'vectors shown as text').toBeGreaterThan(0);
    // ...and nothing of them runs.
    expect(await page.evaluate(liveParts)).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss === 1)).toBe(false);
    expect(dialogs).toEqual([]);
    // Calls the page still makes as the test ends (its later data) must not outlive it: a reply
    // read after the test had closed the page failed it ("Response has been disposed").
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}

/**
 * A bundle whose kitchen-sink home (site, tree, page) carries the vectors in every field the
 * client reads: chosen as the fixture, the server itself reads them, and renders them.
 */
function hostileBundle(rewriting: Rewriting): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minisite-xss-'));
  const calls: [string, string][] = [
    ['Site/GetSiteById', '9101'],
    ['Page/Tree', '9101'],
    ['Page/Detail', '910101'],
  ];
  for (const [call, key] of calls) {
    const file = path.join(call, `${key}.json`);
    const reply = JSON.parse(fs.readFileSync(path.join(FIXTURES_DIR, 'kitchen-sink', file), 'utf8')) as { returnObj: Parameters<typeof withVectors>[1] };
    reply.returnObj = withVectors(call, reply.returnObj, rewriting) ?? reply.returnObj;
    fs.mkdirSync(path.join(dir, call), { recursive: true });
    fs.writeFileSync(path.join(dir, file), JSON.stringify(reply));
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ title: 'Kitchen sink with XSS vectors', description: 'Every field of the home carries a vector', defaultSiteId: '9101' }));
  return dir;
}

test('XSS vectors the server reads are inert in the first screen it writes, and once the browser has hydrated it @desktop', async ({ page }) => {
  const rewriting: Rewriting = { texts: new Set(), fields: 0 };
  const server = await startServer({ port: 0, build: false, fixture: hostileBundle(rewriting), log: () => undefined });
  try {
    const address = `${server.url}${PAGES[0]!.address}`;
    // The HTML as sent, read with no browser: the first screen is there, the vectors in it as text only.
    const dom = new JSDOM(await (await fetch(address)).text(), { runScripts: 'outside-only' });
    const root = dom.window.document.getElementById('root')!;
    expect(root.querySelectorAll('section[data-module-type]').length).toBeGreaterThan(1);
    expect([...rewriting.texts].filter((text) => root.textContent!.includes(text.trim())).length, 'vectors written as text').toBeGreaterThan(0);
    expect(dom.window.eval(`(${liveParts.toString()})()`)).toEqual([]);

    // In the browser: nothing runs, and the hydration finds the markup it would have made (a
    // sanitiser keeping other markup on the server would be a mismatch, which fails the test).
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(address);
    await appLive(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('#root [aria-busy="true"]')).toHaveCount(0);
    expect(await page.evaluate(liveParts)).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss === 1)).toBe(false);
    expect(dialogs).toEqual([]);
  } finally {
    await server.close();
  }
});
