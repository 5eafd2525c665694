// A page whose code does not arrive (spec sections 8 and 9): the connection fails, or takes past
// the 60 s limit. The visitor gets the spec's view in their language inside the site's chrome,
// never a blank window, and a click on it loads the page again. So for the parts beside the page
// (the navigation, the footer, the offline support): one whose code fails leaves the page standing.
import type { Page } from '@playwright/test';
import errorsPt from '../../src/i18n/locales/pt-PT/errors.json' with { type: 'json' };
import navPt from '../../src/i18n/locales/pt-PT/nav.json' with { type: 'json' };
import { ASYNC_PAGE_TIMEOUT_MS } from '../../src/platform/codeLoad';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { appLive } from './ui';

/** The global search page's own code: the search link of the navigation needs it. */
const SEARCH_CODE = /\/assets\/GlobalSearch-[\w-]+\.js$/;
const PORTUGUESE_HOME = '/site/?siteId=1004';

const timedOutView = (page: Page) => page.getByRole('button', { name: errorsPt.codeLoad.timedOut });

async function openSearch(page: Page) {
  await page.getByRole('link', { name: navPt.search }).first().click();
}

test('a page whose code fails to load says so in the visitor\'s language, keeps the navigation, and loads on a click once the connection is back', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/GlobalSearch|dynamically imported module|Failed to load resource|\[route\]/);
  await page.goto(PORTUGUESE_HOME);
  await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
  await page.route(SEARCH_CODE, (route) => route.abort('internetdisconnected'));
  await openSearch(page);
  await expect(timedOutView(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.unroute(SEARCH_CODE);
  await timedOutView(page).click();
  await expect(page.getByRole('searchbox').first()).toBeVisible();
  await expect(timedOutView(page)).toHaveCount(0);
});

test('a page whose code has not come after 60 s shows the same view @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/CodeTimedOut|\[route\]/);
  await page.clock.install();
  await page.goto(PORTUGUESE_HOME);
  await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
  // Held, never answered: the network neither fails nor answers.
  await page.route(SEARCH_CODE, () => undefined);
  const asked = page.waitForRequest(SEARCH_CODE);
  await openSearch(page);
  await asked;
  await expect(timedOutView(page)).toHaveCount(0);
  await page.clock.fastForward(ASYNC_PAGE_TIMEOUT_MS);
  await expect(timedOutView(page)).toBeVisible();
});

/** The chunks of the parts beside the page, each failed alone in the test below, and the name its report gives it. */
const PARTS = [
  { part: 'navigation', code: /\/assets\/(DesktopNav|MobileChrome)-[\w-]+\.js$/ },
  { part: 'footer', code: /\/assets\/footer-[\w-]+\.js$/ },
  { part: 'offline support', code: /\/assets\/offline-[\w-]+\.js$/ },
];

for (const { part, code } of PARTS) {
  test(`the ${part}'s code failing is reported and leaves the page standing, the server's first screen included`, async ({ page, allowConsoleErrors }) => {
    // The phone's tab bar comes in the chunk of its top bar: it is reported with it.
    allowConsoleErrors(/dynamically imported module|Failed to load resource/, `[${part}]`, '[bottom navigation]');
    await page.route(code, (route) => route.abort('internetdisconnected'));
    const reported = page.waitForEvent('console', (message) => message.text().startsWith(`[${part}]`));
    await page.goto(PORTUGUESE_HOME);
    await reported;
    await appLive(page);
    await expect(page.locator('#main [data-module-type]').first()).toBeVisible();
    // The navigation that did not come says so where it stands, and a click loads the page again.
    if (part === 'navigation') {
      await expect(timedOutView(page)).toBeVisible();
      await page.unroute(code);
      await timedOutView(page).click();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(timedOutView(page)).toHaveCount(0);
    }
  });
}
