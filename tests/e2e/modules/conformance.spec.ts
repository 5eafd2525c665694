// The kitchen-sink site holds every registered module type: each must render, visibly, in all
// four languages at both sizes, with no console error, and pass axe. Axe's rules read structure,
// roles, names and colours, the same in every language, and take 5-6 s on this page: it runs in
// one language per size, a Latin one with the longest texts on desktop and a Chinese one on phones.
import { moduleSchemas } from '../../../schemas/modules/index';
import { languages } from '../../../src/i18n/languages';
import { KITCHEN_SINK } from '../../support/kitchenSink';
import { expect, expectNoSeriousA11yViolations, test } from '../sharedPage';
import { keepForReview, terminalOf } from '../ui';

const types = Object.keys(moduleSchemas);
const AXE_LANGUAGE = { pc: 'pt-PT', mobile: 'zh-CN' } as const;

// Every module type on one page, scrolled through and then checked by axe: on a busy two-core
// machine that takes longer than a one-module test, so these get three times the time.
test.slow();

for (const { code } of languages) {
  test(`every module type renders on the kitchen-sink page in ${code}`, async ({ page }, testInfo) => {
    await page.goto(`/site/?siteId=${KITCHEN_SINK.siteIds[code]}`);
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    for (const type of types) {
      const section = page.locator(`[data-module-type="${type}"]`).first();
      // A floating module's section takes no room in the page: its window, fixed to the viewport, is what shows.
      const module = section.locator('[data-floating]').or(section.filter({ hasNot: page.locator('[data-floating]') })).first();
      // A part the server wrote stays its HTML until it comes near (renderer/Island.tsx), then is
      // drawn anew: the element scrolled to may be replaced under the scroll, and is found again.
      await expect(() => module.scrollIntoViewIfNeeded()).toPass({ timeout: 10_000 });
      await expect(module, `${type} is missing`).toBeVisible();
      await expect(module.locator('[aria-busy="true"]'), `${type} never finished loading`).toHaveCount(0);
      const box = (await module.boundingBox())!;
      expect(box.height, `${type} has no height`).toBeGreaterThan(0);
    }
    // Kept for review; JPEG because encoding this tall page as PNG takes seconds.
    await keepForReview(page, `kitchen-sink-${code}-${terminalOf(testInfo)}.jpeg`, { fullPage: true, quality: 80 });
    if (AXE_LANGUAGE[terminalOf(testInfo)] === code) await expectNoSeriousA11yViolations(page);
  });
}
