// Long texts of real payloads (fixtures/long-text, tests/support/longTextFixture.ts) on the
// product's content pages: long Portuguese words, 60-letter unbroken names and addresses, and
// Chinese without spaces, at 320 px, checked by the layout check (tests/e2e/layoutCheck.ts; the
// modules' home is the layout walk's, layoutWalk.spec.ts).
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../../schemas/primitives';
import { LONG_TEXT } from '../support/longTextFixture';
import { ADDRESS_PATTERN } from '../../src/theme/words';
import { layoutCheck } from './layoutCheck';
import { servedAddresses, siteIn } from './routesServed';
import { ROUTES } from '../../src/site/routes';
import { expect, test } from './support';
import { nothingLoading } from './ui';

test.describe.configure({ mode: 'parallel' });

/** Nothing of the page covers, cuts or breaks what a visitor reads (tests/e2e/layoutCheck.ts): every fault is listed. */
async function expectTextsInside(page: Page, where: string): Promise<void> {
  const { faults, scrollWidth, innerWidth } = await page.evaluate(layoutCheck, ADDRESS_PATTERN);
  expect.soft(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  expect.soft(faults.map((fault) => `${fault.where}: ${fault.rule}: ${fault.what}`), `Layout faults on ${where}`).toEqual([]);
}

/** Whose activities the long-text event does not copy (its Bvent replies are the kitchen sink's own). */
const NO_LONG_TEXT_CONTENT = [ROUTES.activities, ROUTES.activitySearch];

/**
 * The product's content pages (speakers, sessions, news, partners, files, questions, searches)
 * on the long-text site in `language`: the kitchen sink's addresses of every route (its
 * Portuguese ones: without the English keyword searches), its site, home page and modules
 * swapped for the long-text ones, which hold the same content lengthened.
 */
function contentPages(language: LanguageCode): string[] {
  const kitchenSink = siteIn('kitchen-sink', 'pt-PT');
  const longText = LONG_TEXT.siteIds[language];
  return servedAddresses('pt-PT')
    .filter((address) => address.includes(`siteId=${kitchenSink}`) && !NO_LONG_TEXT_CONTENT.some((route) => address.startsWith(`${route}?`)))
    .map((address) => {
      const url = new URL(address, 'http://long.text');
      for (const name of ['siteId', 'pageId', 'moduleId']) {
        const value = url.searchParams.get(name);
        if (value?.startsWith(kitchenSink)) url.searchParams.set(name, `${longText}${value.slice(kitchenSink.length)}`);
      }
      return `${url.pathname}${url.search}`;
    });
}

// The narrowest window, in the language of the longest words and in one without spaces: each page
// in turn, so one test pays for one browser.
test.describe('the content pages at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 }, hasTouch: true });
  for (const code of ['pt-PT', 'zh-HK'] as const) {
    test(`every content page keeps long ${code} texts inside the window @desktop`, async ({ page }) => {
      test.slow();
      for (const address of contentPages(code)) {
        await page.goto(`/site${address}`);
        await expect(page.locator('#main')).toBeVisible();
        await nothingLoading(page);
        await expectTextsInside(page, address);
      }
    });
  }
});
