// At the venue without Wi-Fi (issue 13): the demo expo's home and Programme, opened once online,
// open again offline with the notice of when they were saved; sign-in and a redemption say they
// need a connection; the site is installable. The service worker keeps the shell and the code,
// the page keeps the content replies it showed (src/platform/savedReplies.ts).
import type { Page } from '@playwright/test';
import mall from '../../src/machines/pointsMall/locales/en-US.json' with { type: 'json' };
import products from '../../src/pages/points/products/locales/en-US.json' with { type: 'json' };
import points from '../../src/pages/points/locales/en-US.json' with { type: 'json' };
import offline from '../../src/shell/offline/locales/en-US.json' with { type: 'json' };
import { DEMO, fillProviderLogin, PROVIDER_FAVICON, SIGN_IN_LABEL } from './auth/strongSupport';
import { detailOf, pages, siteOf } from './fixtureData';
import { expect, test } from './support';
import { menu, nothingLoading, terminalOf } from './ui';

// The service worker is what this spec is about.
test.use({ serviceWorkers: 'allow' });

const SITE = '1001';
/** The first loads fetch their chunks on a machine other suites share. */
const FIRST_LOAD = { timeout: 15_000 };
/** Two of the home's pictures: a module's background, named by a style rule, and a card's image. */
const HELD = ['/files/demo-expo/pattern.svg', '/files/demo-expo/card-booth.svg'];
/** The notebook: 30 points, well within demo's balance. */
const NOTEBOOK = '88718';

/**
 * Offline, every refused request is logged by the browser; the provider has no favicon. A picture
 * the page never loaded online (a lazy one below the fold) has no kept copy: the worker's refusal
 * is logged too. Every picture that did load is asserted kept (keptForOffline).
 */
const EXPECTED_ERRORS = [/net::ERR_INTERNET_DISCONNECTED/, PROVIDER_FAVICON, /net::ERR_FAILED \(http:\/\/[^)]+\/files\//];

const notice = (page: Page) => page.locator('[data-offline-notice]');
const savedOn = new RegExp(`^${offline.offline.saved.replaceAll('.', '\\.').replace('{{time}}', '.+')}$`);

/** The worker has taken the page, and everything the page has run and shown is kept for offline. */
async function keptForOffline(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const loaded = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  // A picture the page asks for late (a lazy one the layout brings near the view) must be kept
  // too: the check runs again until nothing new has loaded while it waited.
  for (let checked = -1, now = await loaded(); checked !== now; now = await loaded()) {
    checked = now;
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = performance.getEntriesByType('resource').filter((entry) => {
            const { pathname } = new URL(entry.name);
            return pathname.startsWith('/site/assets/') || /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(pathname);
          });
          const missing = await Promise.all(kept.map(async (entry) => ((await caches.match(entry.name)) ? null : entry.name)));
          return { controlled: !!navigator.serviceWorker.controller, missing: missing.filter(Boolean) };
        }),
      )
      .toEqual({ controlled: true, missing: [] });
  }
}

/** How many content replies the page has kept on the device (written once the first screen is up). */
const keptReplies = (page: Page) => page.evaluate(async () => (await (await caches.open('site-replies')).keys()).length);

test('home and Programme opened online open offline with when they were saved; sign-in says it needs a connection; the site installs', async ({ page, context, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors(...EXPECTED_ERRORS);
  const terminal = terminalOf(testInfo);
  const home = pages(SITE).find((node) => node.sort === 0)!;
  const homeFirst = page.locator(`[id="${detailOf(home.pageId, terminal).modules[0]!.id}"]`);
  const programmeNode = pages(SITE).find((node) => node.onNavigation && detailOf(node.pageId, terminal).modules.some((module) => module.moduleType === 'schedule'))!;
  const sessions = page.locator('[data-session-id]');

  // Pictures still on their way when the worker takes the page are kept too: two of the home's
  // are held at the network until the worker is in control.
  let release = () => {};
  const controlled = new Promise<void>((resolve) => (release = resolve));
  for (const picture of HELD) {
    await page.route(`**${picture}`, async (route) => {
      await controlled;
      await route.continue();
    });
  }
  // Not waiting for the load event: the held pictures are in the server's HTML.
  await page.goto(`/site/?siteId=${SITE}`, { waitUntil: 'commit' });
  await expect(homeFirst).toBeVisible(FIRST_LOAD);
  // Only what the visitor was shown is kept: a list still on its way when they leave is not.
  await nothingLoading(page, FIRST_LOAD.timeout);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), FIRST_LOAD).toBe(true);
  release();
  for (const picture of HELD) await expect.poll(() => page.evaluate((path) => caches.match(path).then(Boolean), picture), FIRST_LOAD).toBe(true);
  await keptForOffline(page);
  await expect.poll(() => keptReplies(page)).toBeGreaterThanOrEqual(3);
  await expect(notice(page)).toHaveCount(0);

  // Installable: the site's own manifest (its name, icon and theme colour) passes Chromium's checks.
  const cdp = await context.newCDPSession(page);
  await expect.poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
  const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json());
  const site = siteOf(SITE);
  expect(manifest).toMatchObject({ name: site.globalSetting.browserTitle, theme_color: site.themeColor, display: 'standalone' });
  expect(manifest.icons[0].src).toBe(new URL(site.globalSetting.browserIcon!, page.url()).href);

  await (await menu(page, terminal)).getByRole('link', { name: programmeNode.title, exact: true }).click();
  await expect(sessions.first()).toBeVisible(FIRST_LOAD);
  await nothingLoading(page, FIRST_LOAD.timeout);
  const shownOnline = await sessions.count();
  await keptForOffline(page);
  await expect.poll(() => keptReplies(page)).toBeGreaterThanOrEqual(5);

  await context.setOffline(true);
  // Sign-in cannot reach the provider: it says so, and the page stays.
  const programmeAddress = page.url();
  await (await menu(page, terminal)).getByRole('button', { name: SIGN_IN_LABEL }).click();
  await expect(page.getByTestId('sign-in-error')).toContainText(offline.signIn.needsConnection);
  expect(page.url()).toBe(programmeAddress);

  // A full load without a network: the worker's shell, the page's kept replies, and the notice.
  await page.reload();
  await expect(sessions).toHaveCount(shownOnline, FIRST_LOAD);
  await expect(notice(page)).toHaveText(savedOn);
  await expect(notice(page)).toHaveAttribute('role', 'status');

  // Between the two inside the app, and by the browser's Back.
  await (await menu(page, terminal)).getByRole('link', { name: home.title, exact: true }).click();
  await expect(homeFirst).toBeVisible();
  await expect(notice(page)).toHaveText(savedOn);
  await page.goBack();
  await expect(sessions).toHaveCount(shownOnline);
  await context.setOffline(false);
});

test('a redemption offline says it needs a connection @desktop', async ({ page, context, allowConsoleErrors }) => {
  allowConsoleErrors(...EXPECTED_ERRORS);
  await page.goto(`/site/points/detail/index?siteId=${SITE}&id=${NOTEBOOK}`);
  await page.getByRole('button', { name: points.login.action, exact: true }).click(FIRST_LOAD);
  await fillProviderLogin(page, DEMO);
  const redeem = page.getByRole('button', { name: mall.status.normal, exact: true });
  await expect(redeem).toBeVisible(FIRST_LOAD);

  await context.setOffline(true);
  await redeem.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: products.redeem.confirm }).click();
  await expect(dialog.getByRole('alert')).toHaveText(mall.failure.offline);
  await context.setOffline(false);
});
