import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import errors from '../../../src/i18n/locales/en-US/errors.json' with { type: 'json' };
import en from '../../../src/modules/schedule/locales/en-US.json' with { type: 'json' };
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support';
import { boxesOf } from '../ui';

// 11:00 in Macao (UTC+8) on the event's second day: that day opens first.
const DAY_TWO_MORNING = Date.UTC(2026, 9, 23, 3, 0, 0);
/** The first load of a page fetches the programme after the module's chunk: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: DAY_TWO_MORNING });
});

test('the date tabs switch the list, by click and by keyboard @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const schedule = page.locator('[data-module-type="schedule"]');
  const sessions = schedule.locator('[data-session-id]');
  await expect(schedule.getByRole('tab', { selected: true })).toContainText('Oct 23', FIRST_LOAD);
  await expect(sessions).toHaveCount(6, FIRST_LOAD);

  await schedule.getByRole('tab', { name: /Oct 22/ }).click();
  await expect(sessions).toHaveCount(3);
  await expect(sessions.first()).toContainText('MITE 2026 Opening Ceremony');

  await page.keyboard.press('End');
  await expect(schedule.getByRole('tab', { name: /Oct 25/ })).toBeFocused();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('Closing and awards ceremony');
  await page.keyboard.press('ArrowLeft');
  await expect(sessions).toHaveCount(2);
});

test('every live-status label shows on the kitchen-sink page @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const schedule = page.locator('[data-module-type="schedule"]');
  await expect(schedule.locator('[data-session-id]')).toHaveCount(6, FIRST_LOAD);
  for (const label of Object.values(en.live)) {
    await expect(schedule.locator('[data-live-label]').getByText(label, { exact: true })).toBeVisible();
  }
  const watch = schedule.getByRole('link', { name: /^Watch live: Smart manufacturing/ });
  await expect(watch).toHaveAttribute('href', 'https://live.mite2026.example/sessions/806?lang=en-US');
  await expect(watch).toHaveAttribute('target', '_blank');
});

test('"More" opens the schedule list page of the event @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const more = page.locator('[data-module-type="schedule"] header').getByRole('link', { name: 'More' });
  await expect(more).toHaveAttribute('href', /^\/site\/subPages\/schedule\/index\?(?=.*bventId=9001)(?=.*siteId=9101)/);
});

test('a signed-out visitor who follows a session is asked to sign in, the pick kept in the browser meanwhile @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const follow = page.locator('[data-module-type="schedule"]').getByRole('button', { name: /^Follow(ing)?\W+Cross-border e-commerce roundtable/ });
  await expect(follow).toBeVisible(FIRST_LOAD);
  // The page's time stands still from here and moves only in small steps: on a busy machine a
  // flowing fake clock can jump past the toast's 1.5 s in one go, showing and hiding it at once.
  // It stops a few seconds ahead, not minutes: a jump fires every timer on the way, and the request
  // limit of a list still loading further down would call it timed out (nor can it stop in the
  // past, where a busy machine's page clock may already be a moment after it was read).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
  await follow.click();
  const message = page.getByText(errors.notLoggedIn);
  // Its code may still be on its way (it loads after the first screen): step until it shows.
  await expect
    .poll(async () => {
      await page.clock.runFor(20);
      return message.isVisible();
    }, FIRST_LOAD)
    .toBe(true);
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('minisite.agenda.9001'))).toBe('["804"]');
});

test('the preview shows exactly 3 mock sessions for a schedule set to mock data @desktop', async ({ page }) => {
  await page.goto('/preview/site/?siteId=9101');
  const schedule = page.locator('[data-module-type="schedule"]');
  await expect(schedule.getByRole('note')).toHaveText(en.mock.note, FIRST_LOAD);
  await expect(schedule.locator('[data-session-id]')).toHaveCount(3);
  await expect(schedule.locator('[data-session-id]').first()).toContainText(en.mock.title.replace('{{n}}', '1'));
});

test('phones get touch-sized day tabs and stacked sessions @mobile', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const schedule = page.locator('[data-module-type="schedule"]');
  const tab = schedule.getByRole('tab', { selected: true });
  await tab.scrollIntoViewIfNeeded();
  expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const session = schedule.locator('[data-session-id]').first();
  // Read in one frame: the session's start time, then its title (document order).
  const boxes = await boxesOf(session.locator('time').first().or(session.getByRole('heading', { level: 3 })));
  expect(boxes).toHaveLength(2);
  const [time, title] = [boxes[0]!, boxes[1]!];
  expect(title.y).toBeGreaterThan(time.y + time.height - 1);
});

test('axe finds nothing serious in the module', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  await expect(page.locator('[data-module-type="schedule"] [data-session-id]')).toHaveCount(6, FIRST_LOAD);
  const { violations } = await new AxeBuilder({ page }).include('[data-module-type="schedule"]').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});

test.describe('a visitor whose zone is not the venue', () => {
  test.use({ timezoneId: 'Europe/Lisbon' });

  test("sees the venue's times, labelled, and can switch to their own, remembered across visits @desktop", async ({ page }) => {
    await page.goto('/site/?siteId=9101');
    const schedule = page.locator('[data-module-type="schedule"]');
    await schedule.getByRole('tab', { name: /Oct 22/ }).click(FIRST_LOAD);
    const opening = schedule.locator('[data-session-id]').first();
    // 09:30 in Macao is 02:30 in Lisbon (summer time there until 25 October).
    await expect(opening).toContainText('9:30 AM–10:30 AM');
    await expect(schedule.getByText(/^Times are the venue's: .+ \(GMT\+8\)\.$/)).toBeVisible();
    await schedule.getByRole('button', { name: en.zone.toViewer }).click();
    await expect(opening).toContainText('2:30 AM–3:30 AM');
    await expect(schedule.getByText(/^Times are yours: .+ \(GMT\+1\)\.$/)).toBeVisible();

    await page.reload();
    await schedule.getByRole('tab', { name: /Oct 22/ }).click(FIRST_LOAD);
    await expect(schedule.locator('[data-session-id]').first()).toContainText('2:30 AM–3:30 AM');
    await schedule.getByRole('button', { name: en.zone.toEvent }).click();
    await expect(schedule.locator('[data-session-id]').first()).toContainText('9:30 AM–10:30 AM');
  });
});

test.describe('a visitor at the venue', () => {
  test.use({ timezoneId: 'Asia/Macau' });

  test('has no zone to choose: the times are theirs @desktop', async ({ page }) => {
    await page.goto('/site/?siteId=9101');
    const schedule = page.locator('[data-module-type="schedule"]');
    await expect(schedule.locator('[data-session-id]').first()).toBeVisible(FIRST_LOAD);
    await expect(schedule.getByRole('button', { name: en.zone.toViewer })).toHaveCount(0);
  });
});

test('a session goes into the visitor calendar as an .ics file with its exact times, place, address and reminder @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const schedule = page.locator('[data-module-type="schedule"]');
  await schedule.getByRole('tab', { name: /Oct 22/ }).click(FIRST_LOAD);
  const opening = schedule.locator('[data-session-id]').first();
  await expect(opening).toContainText('MITE 2026 Opening Ceremony');
  const [download] = await Promise.all([page.waitForEvent('download'), opening.getByRole('button', { name: /^Add to calendar/ }).click()]);
  expect(download.suggestedFilename()).toBe('MITE 2026 Opening Ceremony.ics');
  const text = readFileSync(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Macau');
  const [session] = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  // 09:30 at the venue, UTC+8.
  expect(session!.startDate.toJSDate().toISOString()).toBe('2026-10-22T01:30:00.000Z');
  expect(session!.summary).toBe('MITE 2026 Opening Ceremony');
  expect(session!.location).toContain('Hall A Main Stage');
  expect(session!.location).toContain('Cotai Harbour Exhibition Centre');
  const url = new URL(session!.component.getFirstPropertyValue('url') as string);
  // The session's own page on this site.
  expect(url.pathname).toBe('/site/subPages/schedule/detail/index');
  expect(url.searchParams.get('siteId')).toBe('9101');
  expect(url.searchParams.get('id')).toBe('801');
  expect(session!.component.getFirstSubcomponent('valarm')).not.toBeNull();
});
