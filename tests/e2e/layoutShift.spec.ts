// Nothing jumps (issue 7): every page of modules of the built-in sites, at both sizes, loads with
// a cumulative layout shift of at most 0.01 (tests/e2e/layoutShifts.ts). Layout shift is a layout
// figure, not a timing: Chromium reports each shift with the nodes that moved, so a failure names
// them. Every other route of the product is walked by the cross-engine lane
// (engines/routes.spec.ts), whose Chromium pass checks the same: one load of a route serves both.
// Each test walks a share of the addresses in one page, one full load each: a page's renderer
// kept from one load to the next costs about 45% less machine time than a fresh context per
// address (measured here on these 53 routes). What could move a page still comes anew with each
// load: its data (POST calls, never cached) and its pictures (`no-cache`); only the hashed code is
// warm, as on a visitor's second page. The first visit's cold load is the benchmark's (Lighthouse's
// CLS) and the loading spec's (modules appear in page order).
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expectNothingMoved, recordShifts } from './layoutShifts';
import { bundle, pages } from './fixtureData';
import { expect, test } from './support';
import { appLive, framesPainted } from './ui';
import { SITE_BAR_ID } from '../../src/shell/siteBar';
import { ROUTES } from '../../src/site/routes';

/** Pages of modules: every page of the demo expo and of the other built-in sites' homes. */
function modulePages(): string[] {
  const expo = bundle('demo-expo').manifest.defaultSiteId;
  const ownPages = pages(expo)
    .filter((node) => node.type === 'site' || node.type === 'pagemodule')
    .map((node) => `${ROUTES.home}?pageId=${node.pageId}`);
  const otherSites = ['light-conference', 'kitchen-sink', 'stress'].map((name) => `/?siteId=${bundle(name).manifest.defaultSiteId}`);
  return [...ownPages, ...otherSites];
}

// The expo's drafts among its pages of modules end on the 404 page, as a visitor's would.
const addresses = modulePages();

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** Loads `address` and fails when what it shows moved by more than MAX_CLS on the way (shifts recorded). */
async function expectNothingMoves(page: Page, address: string): Promise<void> {
  await page.goto(`/site${address}`);
  // Loaded means: the page shows something, nothing in it is still marked busy (modules still
  // to reveal, skeletons of data on its way), and the pictures in view and the fonts are in:
  // what could still move it. (Not the network's quiet: that is half a second of waiting on
  // every route, at 212 routes and sizes.)
  // Some routes redirect (old links, the 404 page): what counts is where they end.
  await expect(page.locator('#main')).toBeVisible({ timeout: 15_000 });
  // The stress site's 200 modules come in batches, each loading its data: with both cores busy
  // that took past 20 s (CI, load 9).
  await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 45_000 });
  await expectNothingMoved(page, address);
}

/** Addresses per test: enough shares for both workers to stay busy to the end. */
const PER_WALK = 8;
for (let start = 0; start < addresses.length; start += PER_WALK) {
  const share = addresses.slice(start, start + PER_WALK);
  test(`nothing moves while each of ${share[0]} … ${share.at(-1)} loads`, async ({ page }) => {
    // Each address had 90 s to itself: the stress site's 200 modules took past 20 s under load.
    test.setTimeout(share.length * 90_000);
    await recordShifts(page);
    for (const address of share) await test.step(address, () => expectNothingMoves(page, address));
  });
}

// Where motion is reduced, animations end at once: the page's first paint had moved by the
// browser's body margin (0.011) once the app's styles came, on every route.
test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing moves while the home loads', async ({ page }) => {
    await recordShifts(page);
    await expectNothingMoves(page, '/');
  });
});

// The server's first screen paints before the logo's picture is in: held until the page is live,
// the logo must find its place kept, or the whole menu beside it moves (by 150 px on the expo;
// 0.017 and 0.020 of layout shift in two clean-clone runs, when the picture came that late).
test('a logo that comes after the first paint moves nothing beside it @desktop', async ({ page }) => {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/logo\.svg$/, async (route) => {
    await held;
    await route.continue();
  });
  // The load event waits for the logo: the page is used once it is live.
  await page.goto('/site/pages/index/index?pageId=100102', { waitUntil: 'commit' });
  const menu = page.locator('#root[data-live] nav.menu');
  await expect(menu).toBeVisible();
  const before = await menu.boundingBox();
  release();
  await expect(page.locator('header .logo img')).toHaveJSProperty('complete', true);
  await framesPainted(page);
  expect(await menu.boundingBox()).toEqual(before);
});

/**
 * A proxy to the e2e server that sends each HTML document up to the end of its first `cut`, and
 * the rest once `release` is called: a busy phone reads a page in parts like these.
 */
async function documentInTwoParts(target: string, cut: string) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    const upstream = httpRequest(new URL(request.url!, target), { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } }, (reply) => {
      const { 'content-length': _length, ...headers } = reply.headers;
      response.writeHead(reply.statusCode!, headers);
      if (!String(reply.headers['content-type']).includes('text/html')) return void reply.pipe(response);
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const html = Buffer.concat(chunks).toString();
        const end = html.indexOf(cut) + cut.length;
        response.write(html.slice(0, end));
        void held.then(() => response.end(html.slice(end)));
      });
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    release,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

// A busy machine painted a first screen the server wrote while still reading it: the menu, right
// aligned, drawn before the language and sign-in buttons that follow it in its row, moved left
// by 472 px when they came (0.0104 of layout shift in a clean-clone run). index.html keeps the
// bar unseen, its place held, until the browser has read it whole.
test('a first screen read in two parts shows its bar only once it is whole, and nothing moves @desktop', async ({ page, baseURL }) => {
  const proxy = await documentInTwoParts(baseURL!, '</nav>');
  try {
    await recordShifts(page);
    await page.goto(`${proxy.origin}/site/pages/index/index?pageId=100104`, { waitUntil: 'commit' });
    const bar = page.locator(`#${SITE_BAR_ID}`);
    await expect(bar.locator('nav.menu')).toBeAttached();
    // The browser has the menu and not the buttons after it, and paints what it has.
    await framesPainted(page);
    await expect(bar).toBeHidden();
    proxy.release();
    await expect(bar).toBeVisible();
    await appLive(page);
    await expectNothingMoved(page, '/pages/index/index?pageId=100104');
  } finally {
    proxy.release();
    // Left first: the calls still going through the proxy end with the page, not cut as failures.
    await page.goto('about:blank');
    await proxy.close();
  }
});
