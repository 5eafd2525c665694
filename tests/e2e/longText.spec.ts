// Long texts of real payloads (fixtures/long-text, tests/support/longTextFixture.ts): every
// module type and the site's chrome with long Portuguese words, 60-letter unbroken names and
// addresses, and Chinese without spaces, at 320, 375 and 1440 px in every language. Nothing
// may scroll the page sideways or reach past the window, no two controls may lie over each
// other, and a text cut short keeps its full text within reach.
import { LONG_TEXT } from '../support/longTextFixture';
import { languages } from '../../src/i18n/languages';
import { detailOf } from './fixtureData';
import { layoutFaults } from './layoutFaults';
import { expect, test } from './support';

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

        const faults = await page.evaluate(layoutFaults);
        expect.soft(faults.stickingOut, `Boxes past the window's edge at ${width} px:\n${faults.stickingOut.join('\n')}`).toEqual([]);
        expect.soft(faults.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(faults.innerWidth);
        expect.soft(faults.overlapping, `Controls over each other at ${width} px:\n${faults.overlapping.join('\n')}`).toEqual([]);
        expect.soft(faults.truncatedWithoutFullText, `Texts cut short without their full text:\n${faults.truncatedWithoutFullText.join('\n')}`).toEqual([]);
      });
    }
  });
}
