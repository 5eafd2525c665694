import { fixtureBundles, response } from '../../../fixtures/index';
import type { ScheduleItem } from '../../../schemas/content/schedule';
import { expect, expectNoSeriousA11yViolations, test } from '../support';
import { breakable } from '../../../src/theme/words';

// The stress bundle's programme page: one schedule module over 500 sessions a day.
const PROGRAMME = '/site/pages/index/index?siteId=9201&pageId=920102';
/** The first load builds nothing but fetches the module chunk and a 500-session day: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 20_000 };

const stress = fixtureBundles().get('stress')!;
const day = (date: string) => (response(stress, 'Schedule', 'List', `9200_en-US_${date}`) as { returnObj: ScheduleItem[] }).returnObj;

declare global {
  interface Window {
    /** The longest event of each interaction (Event Timing API), by interactionId. */
    __interactions: Map<number, number>;
  }
}

// 500-session days and an axe pass on a machine other suites share: a long budget, nothing timed.
test.slow();

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__interactions = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
});

test('switching day, picking a type and searching narrow the 500-session list, which stays keyboard and axe clean', async ({ page }, testInfo) => {
  await page.goto(PROGRAMME);
  const schedule = page.locator('[data-module-type="schedule"]');
  const found = schedule.getByRole('status');
  const sessions = schedule.locator('[data-session-id]');

  await schedule.getByRole('tab').nth(1).click();
  await expect(schedule.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
  const secondDay = day('2026-11-04');
  await expect(found).toHaveText(`Sessions found: ${secondDay.length}`, FIRST_LOAD);
  // Windowed: only the rows near the viewport are mounted, each knowing its place in the day.
  await expect(sessions.first()).toHaveAttribute('aria-setsize', String(secondDay.length));
  expect(await sessions.count()).toBeLessThan(60);

  // The keyboard picks the next type, as a visitor would; the list follows the picked value.
  const type = schedule.getByRole('combobox', { name: 'Session type' });
  await type.focus();
  await page.keyboard.press('ArrowDown');
  await expect(type).not.toHaveValue('');
  const typeId = await type.inputValue();
  const ofType = secondDay.filter((item) => item.scheduleType?.id === typeId);
  await expect(found).toHaveText(`Sessions found: ${ofType.length}`);

  await schedule.getByRole('searchbox', { name: 'Search sessions' }).pressSequentially('Green');
  const matching = ofType.filter((item) =>
    [item.title, item.topic ?? '', item.venue?.name ?? '', item.scheduleType?.name ?? '', ...item.speakers.map((speaker) => speaker.fullName)].join(' ').toLowerCase().includes('green'),
  );
  expect(matching.length).toBeGreaterThan(0);
  await expect(found).toHaveText(`Sessions found: ${matching.length}`);
  await expect(sessions.first()).toHaveAttribute('data-session-id', String(matching[0]!.id));

  // Tab from the filters reaches the first session's controls.
  let inSession = false;
  for (let press = 0; press < 6 && !inSession; press += 1) {
    await page.keyboard.press('Tab');
    inSession = await page.evaluate(() => document.activeElement?.closest('[data-session-id]') != null);
  }
  expect(inSession).toBe(true);
  await expect(page.locator(':focus')).toBeVisible();

  await expectNoSeriousA11yViolations(page);

  const durations = await page.evaluate(() => [...window.__interactions.values()]);
  // A figure for the record, never an assertion: timings belong to the benchmark.
  console.log(`programme INP (${testInfo.project.name}): worst interaction ${Math.max(0, ...durations)} ms over ${durations.length} interactions of 16 ms or more`);
});

test('the list of the whole day keeps its height and shows the rows scrolled to', async ({ page }) => {
  await page.goto(PROGRAMME);
  const schedule = page.locator('[data-module-type="schedule"]');
  const firstDay = day('2026-11-03');
  await schedule.getByRole('tab').first().click();
  await expect(schedule.getByRole('status')).toHaveText(`Sessions found: ${firstDay.length}`, FIRST_LOAD);
  const list = schedule.locator('ul:has(> [data-session-id])');
  expect((await list.boundingBox())!.height).toBeGreaterThan(firstDay.length * 100);

  // Far down the reserved height, the rows on screen are mounted, and they are the day's own.
  await page.evaluate(() => window.scrollBy(0, 20_000));
  const onScreen = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-session-id]')]
        .filter((row) => row.getBoundingClientRect().bottom > 0 && row.getBoundingClientRect().top < window.innerHeight)
        .map((row) => ({ position: Number(row.getAttribute('aria-posinset')), title: row.querySelector('h3')?.textContent })),
    );
  await expect.poll(async () => Math.min(...(await onScreen()).map((row) => row.position))).toBeGreaterThan(50);
  for (const row of await onScreen()) expect(row.title).toBe(breakable(firstDay[row.position - 1]!.title));
});
