// Long texts of real payloads (fixtures/long-text, tests/support/longTextFixture.ts): every
// module type and the site's chrome with long Portuguese words, 60-letter unbroken names and
// addresses, and Chinese without spaces, at 320, 375 and 1440 px in every language. Nothing
// may scroll the page sideways or reach past the window, no two controls may lie over each
// other, and a text cut short keeps its full text within reach.
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../../schemas/primitives';
import { LONG_TEXT } from '../support/longTextFixture';
import { languages } from '../../src/i18n/languages';
import { detailOf } from './fixtureData';
import { layoutFaults } from './layoutFaults';
import { servedAddresses, siteIn } from './routesServed';
import { ROUTES } from '../../src/site/routes';
import { expect, test } from './support';
import { nothingLoading } from './ui';

test.describe.configure({ mode: 'parallel' });

const WIDTHS = [320, 375, 1440] as const;

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    // One project runs them all: each test sets its own window.
    test.use({ viewport: { width, height: 800 }, hasTouch: width < 768 });

    for (const { code } of languages) {
      test(`every module and the chrome in ${code} keep long texts inside the window @desktop`, async ({ page }) => {
        const siteId = LONG_TEXT.siteIds[code];
        const detail = detailOf(`${siteId}01`, width < 768 ? 'mobile' : 'pc');
        await page.goto(`/site/?siteId=${siteId}`);
        for (const module of detail.modules) await page.locator(`[id="${module.id}"]`).waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        await expectTextsInside(page, `the home at ${width} px`);
      });
    }
  });
}

/** Nothing of the page past the window's edge, no control over another, no text cut short without its full text (soft: every fault is listed). */
async function expectTextsInside(page: Page, where: string): Promise<void> {
  const faults = await page.evaluate(layoutFaults);
  expect.soft(faults.stickingOut, `Boxes past the window's edge on ${where}:\n${faults.stickingOut.join('\n')}`).toEqual([]);
  expect.soft(faults.scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(faults.innerWidth);
  expect.soft(faults.overlapping, `Controls over each other on ${where}:\n${faults.overlapping.join('\n')}`).toEqual([]);
  expect.soft(faults.truncatedWithoutFullText, `Texts cut short without their full text on ${where}:\n${faults.truncatedWithoutFullText.join('\n')}`).toEqual([]);
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
