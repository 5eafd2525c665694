import en from '../../../src/modules/shared/countdown/locales/en-US.json' with { type: 'json' };
import { timerExamples } from '../../../src/modules/timer/example';
import { expect, test } from '../support';
import { nothingLoading, pauseClockOnceLoaded } from '../ui';

// The example counts down to 09:00 Macao time (UTC+8) on 22 October 2026, 01:00 UTC.
const OPENING = Date.UTC(2026, 9, 22, 1, 0, 0);
const BEFORE = OPENING - (((24 + 2) * 60 + 3) * 60 + 4) * 1000;
/** Time to load the page before the clock stops at BEFORE. */
const LOADING_MS = 60_000;

test('the countdown ticks each second under the clock, then shows its ended text @desktop', async ({ page }) => {
  await page.clock.install({ time: BEFORE - LOADING_MS });
  await page.goto('/site/?siteId=9101');
  const timer = page.locator('[data-module-type="timer"]');
  await timer.locator('[data-state="running"]').waitFor();
  await pauseClockOnceLoaded(page, BEFORE);
  const digits = (unit: string) => timer.locator(`[data-unit="${unit}"] .digits`);

  await expect(digits('days')).toHaveText('01');
  await expect(digits('hours')).toHaveText('02');
  await expect(digits('minutes')).toHaveText('03');
  await expect(digits('seconds')).toHaveText('04');
  await expect(timer.getByText(en.seconds, { exact: true })).toBeVisible();

  await page.clock.runFor(3000);
  await expect(digits('seconds')).toHaveText('01');
  await page.clock.runFor(2000);
  await expect(digits('minutes')).toHaveText('02');
  await expect(digits('seconds')).toHaveText('59');

  await nothingLoading(page);
  await page.clock.fastForward('27:00:00');
  await expect(timer.getByRole('status')).toHaveText(timerExamples['en-US'].config.endedText!);
  await expect(digits('seconds')).toHaveCount(0);
});

test('the banner\'s countdown 171 days ahead: each box holds its value on one line, clear of the banner\'s calls to action', async ({ page }) => {
  // The demo expo's home in traditional Chinese (site 1003), its hero banner counting down to the opening.
  await page.clock.install({ time: OPENING - 171 * 24 * 3600 * 1000 });
  await page.goto('/site/?siteId=1003');
  const banner = page.locator('[data-module-type="banner"]').first();
  const timer = banner.locator('[data-banner-timer]');
  await expect(timer.locator('[data-unit="days"] .digits')).toHaveText('171');
  for (const unit of ['days', 'hours', 'minutes', 'seconds']) {
    const digits = timer.locator(`[data-unit="${unit}"] .digits`);
    const lines = await digits.evaluate((element) => element.getClientRects().length);
    expect(lines, `${unit} on one line`).toBe(1);
    const box = (await digits.boundingBox())!;
    const lineHeight = await digits.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(box.height, `${unit} is one line high`).toBeLessThan(lineHeight * 1.5);
  }
  const countdown = (await timer.locator('ol').boundingBox())!;
  const zones = await banner.locator('.hot-zone').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
  expect(zones.length).toBeGreaterThan(0);
  for (const zone of zones) {
    const apart = countdown.x >= zone.right || zone.left >= countdown.x + countdown.width || countdown.y >= zone.bottom || zone.top >= countdown.y + countdown.height;
    expect(apart, `the countdown ${JSON.stringify(countdown)} is clear of the hot zone ${JSON.stringify(zone)}`).toBe(true);
  }
});
