import en from '../../../src/modules/shared/countdown/locales/en-US.json' with { type: 'json' };
import { timerExamples } from '../../../src/modules/timer/example';
import { expect, test } from '../support';
import { nothingLoading } from '../ui';

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
  await page.clock.pauseAt(BEFORE);
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
