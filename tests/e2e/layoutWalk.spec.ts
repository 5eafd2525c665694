// The layout check (issue 48, docs/layout.md): every module type and the site's chrome, on the
// kitchen sink and on the long-text bundle (the same modules, every text as long as real
// payloads make it), in the four languages, at a phone's widths and a laptop's: nothing drawn
// over another, no word broken without a hyphen, no text cut without an ellipsis, nothing past
// the window. A page is loaded once per kind of screen (a phone's modules are not a laptop's)
// and checked at each of its widths as the window is resized, as a visitor turning a tablet or
// narrowing a window sees it.
import type { Page, TestInfo } from '@playwright/test';
import type { LanguageCode } from '../../schemas/primitives';
import { languages } from '../../src/i18n/languages';
import { KITCHEN_SINK } from '../support/kitchenSink';
import { ADDRESS_PATTERN } from '../../src/theme/words';
import { LONG_TEXT } from '../support/longTextFixture';
import { detailOf } from './fixtureData';
import { layoutCheck, type LayoutFault } from './layoutCheck';
import { expect, test } from './support';
import { appLive, framesPainted, nothingLoading } from './ui';

test.describe.configure({ mode: 'parallel' });

const BUNDLES = { 'kitchen sink': KITCHEN_SINK.siteIds, 'long text': LONG_TEXT.siteIds } as const;
/** The widths of each kind of screen, the first the one the page is loaded at. */
const WIDTHS = { mobile: [375, 320], pc: [1440, 1280, 1024, 768] } as const;
/** At most this many faults of one width get a screenshot of their place. */
const SHOTS_PER_WIDTH = 6;

for (const [bundle, siteIds] of Object.entries(BUNDLES)) {
  for (const terminal of ['pc', 'mobile'] as const) {
    test.describe(`${bundle}, ${terminal === 'pc' ? 'a laptop' : 'a phone'}`, () => {
      // One project runs them all: each sets its own window.
      // Slides at rest: one caught between two places is cut by its stage by design (a visitor asking for less motion sees them so).
      test.use({ viewport: { width: WIDTHS[terminal][0], height: 900 }, hasTouch: terminal === 'mobile', reducedMotion: 'reduce' });
      for (const { code } of languages) {
        test(`nothing covers, cuts or breaks what a visitor reads in ${code} @desktop`, async ({ page }, testInfo) => {
          const faults = await walk(page, testInfo, siteIds[code], code, WIDTHS[terminal]);
          expect(faults, faults.join('\n')).toEqual([]);
        });
      }
    });
  }
}

/** Loads the home of `siteId` and checks it at each of `widths` in turn: each fault a line naming its place, its screenshot attached. */
async function walk(page: Page, testInfo: TestInfo, siteId: string, language: LanguageCode, widths: readonly number[]): Promise<string[]> {
  const terminal = widths[0]! < 768 ? 'mobile' : 'pc';
  await page.goto(`/site/?siteId=${siteId}`);
  for (const module of detailOf(`${siteId}01`, terminal).modules) await page.locator(`[id="${module.id}"]`).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await nothingLoading(page);
  await page.evaluate(() => document.fonts.ready);
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await framesPainted(page);
    const { faults, scrollWidth, innerWidth } = await page.evaluate(layoutCheck, ADDRESS_PATTERN);
    if (scrollWidth > innerWidth) found.push(`${language} at ${width} px: the page scrolls sideways (${scrollWidth} px wide)`);
    for (const [index, fault] of faults.entries()) {
      found.push(`${language} at ${width} px, ${fault.where}: ${fault.rule}: ${fault.what} ${fault.boxes.map(box).join(' × ')}`);
      if (index < SHOTS_PER_WIDTH) await shoot(page, testInfo, fault, `${language}-${width}-${index + 1}-${fault.rule.replace(/ /g, '-')}.png`);
    }
  }
  return found;
}

const box = ({ x, y, width, height }: LayoutFault['boxes'][number]) => `[${x},${y} ${width}×${height}]`;

/** A screenshot of the fault's boxes and some of the page around them, beside the test's result. */
async function shoot(page: Page, testInfo: TestInfo, fault: LayoutFault, name: string): Promise<void> {
  const margin = 32;
  const left = Math.max(0, Math.min(...fault.boxes.map((one) => one.x)) - margin);
  const top = Math.max(0, Math.min(...fault.boxes.map((one) => one.y)) - margin);
  const right = Math.max(...fault.boxes.map((one) => one.x + one.width)) + margin;
  const bottom = Math.max(...fault.boxes.map((one) => one.y + one.height)) + margin;
  const path = testInfo.outputPath(name);
  await page.screenshot({ path, fullPage: true, clip: { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, Math.min(bottom - top, 2000)) } });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('what a visitor copies of a text drawn with soft hyphens has none @desktop', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/site/?siteId=${LONG_TEXT.siteIds['pt-PT']}`);
  await appLive(page);
  const heading = page.locator('main h2').filter({ hasText: '\u00ad' }).first();
  const drawnText = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
    return element.textContent!;
  });
  expect(drawnText).toContain('\u00ad');
  await page.keyboard.press('ControlOrMeta+C');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(drawnText.replaceAll('\u00ad', ''));
});
