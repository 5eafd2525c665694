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

/**
 * What of the banner's calls to action and countdown is off, cut or covered: a hot zone not where
 * the picture draws its button (the picture covers its box, cropped), a value or a unit's name
 * broken over lines or wider than its box, each hot zone the countdown overlaps.
 */
function bannerFaults(): string[] {
  const banner = document.querySelector('[data-module-type="banner"]')!;
  const faults: string[] = [];
  const picture = banner.querySelector('img')!;
  const box = picture.getBoundingClientRect();
  const ratio = Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'));
  const frame = { width: Math.max(box.width, box.height * ratio), height: Math.max(box.height, box.width / ratio) };
  const origin = { left: box.left + (box.width - frame.width) / 2, top: box.top + (box.height - frame.height) / 2 };
  for (const zone of banner.querySelectorAll<HTMLElement>('.hot-zone')) {
    const place = zone.parentElement!.style;
    const drawn = zone.getBoundingClientRect();
    const left = origin.left + (parseFloat(place.left) / 100) * frame.width;
    const top = origin.top + (parseFloat(place.top) / 100) * frame.height;
    if (Math.abs(drawn.left - left) > 1 || Math.abs(drawn.top - top) > 1) faults.push(`"${zone.getAttribute('aria-label')?.slice(0, 30)}" at ${Math.round(drawn.left)},${Math.round(drawn.top)}, its button at ${Math.round(left)},${Math.round(top)}`);
  }
  for (const part of banner.querySelectorAll<HTMLElement>('[data-banner-timer] .digits, [data-banner-timer] .unit')) {
    // A line per distinct top among the text's own boxes (the element itself is one block, however many lines).
    const range = document.createRange();
    range.selectNodeContents(part);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    if (lines !== 1) faults.push(`"${part.textContent}" on ${lines} lines`);
    const cell = part.parentElement!.getBoundingClientRect();
    const text = range.getBoundingClientRect();
    if (text.left < cell.left - 0.5 || text.right > cell.right + 0.5) faults.push(`"${part.textContent}" wider than its box (${text.width} of ${cell.width} px)`);
  }
  const countdown = banner.querySelector('[data-banner-timer] ol')!.getBoundingClientRect();
  for (const zone of banner.querySelectorAll('.hot-zone')) {
    const area = zone.getBoundingClientRect();
    const across = Math.min(countdown.right, area.right) - Math.max(countdown.left, area.left);
    const down = Math.min(countdown.bottom, area.bottom) - Math.max(countdown.top, area.top);
    if (across > 0 && down > 0) faults.push(`the countdown covers ${Math.round(across)} × ${Math.round(down)} px of "${zone.getAttribute('aria-label')?.slice(0, 30)}"`);
  }
  return faults;
}

test("the banner 171 days ahead, in traditional Chinese and in Portuguese, at every width: its calls to action where the picture draws them, its countdown's values and units each on one line inside its box, clear of them", async ({ page }) => {
  // The demo expo's home (sites 1003 and 1004), its hero banner counting down to the opening, with two calls to action at the picture's foot.
  await page.clock.install({ time: OPENING - 171 * 24 * 3600 * 1000 });
  const phone = page.viewportSize()!.width < 758;
  for (const siteId of ['1003', '1004']) {
    await page.goto(`/site/?siteId=${siteId}`);
    const timer = page.locator('[data-module-type="banner"]').first().locator('[data-banner-timer]');
    await expect(timer.locator('[data-unit="days"] .digits')).toHaveText('171');
    // At 1024 and 1280 the full-width picture is cropped at its sides: its buttons move in, and once the zones did not ("Segund|os" broken too).
    for (const width of phone ? [page.viewportSize()!.width] : [1440, 1024, 1280]) {
      if (!phone) await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(bannerFaults), `site ${siteId} at ${width} px`).toEqual([]);
    }
  }
});
