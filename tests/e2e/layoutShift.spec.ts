// Nothing jumps (issue 7): every route the product serves, at both sizes, loads with a cumulative
// layout shift of at most 0.01. Layout shift is a layout figure, not a timing: Chromium reports
// each shift with the nodes that moved, so a failure names them. The same loads prove every route
// of the product (spec section 2, src/site/routes.ts) is served: none falls through to the 404 page.
// Each test walks a share of the addresses in one page, one full load each: a page's renderer
// kept from one load to the next costs about 45% less machine time than a fresh context per
// address (measured here on these 53 routes). What could move a page still comes anew with each
// load: its data (POST calls, never cached) and its pictures (`no-cache`); only the hashed code is
// warm, as on a visitor's second page. The first visit's cold load is the benchmark's (Lighthouse's
// CLS) and the loading spec's (modules appear in page order).
import type { Page } from '@playwright/test';
import { bundle, pages } from './fixtureData';
import { mallAddresses, servedAddresses } from './routesServed';
import { expect, test } from './support';
import { ROUTES } from '../../src/site/routes';

const MAX_CLS = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

/** Pages of modules: every page of the demo expo and of the other built-in sites' homes. */
function modulePages(): string[] {
  const expo = bundle('demo-expo').manifest.defaultSiteId;
  const ownPages = pages(expo)
    .filter((node) => node.type === 'site' || node.type === 'pagemodule')
    .map((node) => `${ROUTES.home}?pageId=${node.pageId}`);
  const otherSites = ['light-conference', 'kitchen-sink', 'stress'].map((name) => `/?siteId=${bundle(name).manifest.defaultSiteId}`);
  return [...ownPages, ...otherSites];
}

/** Whether every picture in the window has loaded (or failed) and the fonts are ready. */
function picturesAndFontsIn(): boolean {
  const inView = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  };
  return document.fonts.status === 'loaded' && [...document.images].every((picture) => picture.complete || !inView(picture));
}

/** An address for every route: each is served (none but the 404 page's own ends there). */
const routeAddresses = [...servedAddresses(), ...mallAddresses()];
// The expo's drafts among its pages of modules end on the 404 page, as a visitor's would.
const addresses = [...routeAddresses, ...modulePages()];

test.describe.configure({ mode: 'parallel', timeout: 90_000 });

/** Pages that only pass through: the sign-in returns finish and leave at once. */
const PASSING_THROUGH: readonly string[] = [ROUTES.loginCallback, ROUTES.loginSilent];

test('@desktop every route of the product is among the addresses loaded', () => {
  const loaded = new Set(routeAddresses.map((address) => new URL(address, 'http://route').pathname));
  expect(Object.values(ROUTES).filter((route) => !loaded.has(route) && !PASSING_THROUGH.includes(route))).toEqual([]);
});

/** Every document the page loads from now on records its layout shifts, with the nodes that moved. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node?.nodeName)));
        window.__layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

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
  await expect.poll(() => page.evaluate(picturesAndFontsIn), { timeout: 20_000 }).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  if (routeAddresses.includes(address) && !address.startsWith(ROUTES.notFound)) expect.soft(new URL(page.url()).pathname, `${address} is served`).not.toBe(`/site${ROUTES.notFound}`);
  const shifts = await page.evaluate(() => window.__layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  const report = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n');
  expect.soft(total, `Layout shifts on ${address}:\n${report}`).toBeLessThanOrEqual(MAX_CLS);
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
