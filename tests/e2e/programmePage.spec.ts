// The programme's own page (subPages/schedule/index) on the kitchen-sink site in English: event
// 9001 in Macau (UTC+8), four days from 22 to 25 October 2026, four rooms; its sessions can be
// followed. A server of our own: the agenda's sign-in writes follows into the server's memory.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import errors from '../../src/i18n/locales/en-US/errors.json' with { type: 'json' };
import en from '../../src/modules/schedule/locales/en-US.json' with { type: 'json' };
import { DEMO, ownStrongServer } from './auth/strongSupport';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { nothingLoading, recordSpoken } from './ui';

const PROGRAMME = '/site/subPages/schedule/index?siteId=9101';
/** 10:00 in Macau on the second day: 805 (09:30–10:30) is on, 806 (10:30) comes next; 804 ended at 10:00. */
const DAY_TWO_TEN = new Date('2026-10-23T10:00:00+08:00');
/** The first load fetches the programme after the page's chunks: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };

const server = ownStrongServer();

const programme = (page: Page) => page.locator('[data-list-type="schedule"]');
const session = (page: Page, id: string) => programme(page).locator(`[data-session-id="${id}"]`);
const shownIds = (page: Page) => programme(page).locator('[data-session-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-session-id')));
const dayTab = (page: Page, name: RegExp) => programme(page).getByRole('tab', { name });
const layoutButton = (page: Page, name: string) => programme(page).getByRole('group', { name: en.layout.label }).getByRole('button', { name });
const followOf = (page: Page, id: string) => session(page, id).getByRole('button', { name: /^Follow(ing)?\W/ });

test('day, filters and search live in the address: Back from a session restores them, and the link opens the same view @desktop', async ({ page }) => {
  await page.goto(`${server().url}${PROGRAMME}`);
  await dayTab(page, /Oct 23/).click(FIRST_LOAD);
  await expect(page).toHaveURL(/[?&]day=2026-10-23/);
  await programme(page).getByLabel(en.venue).selectOption({ label: 'Forum Room 2' });
  await expect(page).toHaveURL(/[?&]venue=503/);
  await expect.poll(() => shownIds(page)).toEqual(['805', '808']);
  await programme(page).getByRole('searchbox', { name: en.search.label }).fill('pitch');
  await expect(page).toHaveURL(/[?&]q=pitch/);
  await expect.poll(() => shownIds(page)).toEqual(['808']);
  await expectNoSeriousA11yViolations(page);

  await session(page, '808').getByRole('link', { name: 'Startup pitch session', exact: true }).click();
  await expect(page).toHaveURL(/\/site\/subPages\/schedule\/detail\/index\?(?=.*siteId=9101)(?=.*id=808)/);
  await page.goBack();
  await expect(dayTab(page, /Oct 23/)).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await expect(programme(page).getByLabel(en.venue)).toHaveValue('503');
  await expect(programme(page).getByRole('searchbox', { name: en.search.label })).toHaveValue('pitch');
  await expect.poll(() => shownIds(page)).toEqual(['808']);

  // The address is the view: opened afresh (a shared link), it shows the same sessions.
  const shared = await page.context().newPage();
  await shared.goto(page.url());
  await expect(dayTab(shared, /Oct 23/)).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await expect.poll(() => shownIds(shared)).toEqual(['808']);
});

test('on the event’s day the page opens at the current time, marks now and next, and jumps back to now @desktop', async ({ page }) => {
  await page.clock.install({ time: DAY_TWO_TEN });
  await page.goto(`${server().url}${PROGRAMME}`);
  await expect(dayTab(page, /Oct 23/)).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await expect(session(page, '805')).toHaveAttribute('data-mark', 'now');
  await expect(session(page, '805')).toContainText(en.now.now);
  await expect(session(page, '806')).toHaveAttribute('data-mark', 'next');
  await expect(session(page, '806')).toContainText(en.now.next);
  await expect(session(page, '804')).not.toHaveAttribute('data-mark');
  await expect(session(page, '805')).toBeInViewport();

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await programme(page).getByRole('button', { name: en.now.jump }).click();
  await expect(session(page, '805').getByRole('link', { name: 'Green Energy Forum: storage and hydrogen', exact: true })).toBeFocused();
  await expect(session(page, '805')).toBeInViewport();

  // An hour later 805 is over and 806 runs.
  await nothingLoading(page);
  await page.clock.fastForward('01:00:00');
  await expect(session(page, '806')).toHaveAttribute('data-mark', 'now');
  await expect(session(page, '805')).not.toHaveAttribute('data-mark');

  // Another day has no now: no marks and nothing to jump to.
  await dayTab(page, /Oct 24/).click();
  await expect(programme(page).locator('[data-mark]')).toHaveCount(0);
  await expect(programme(page).getByRole('button', { name: en.now.jump })).toHaveCount(0);
});

test('the rooms view shows each room side by side, an empty room included, each session opening its page @desktop', async ({ page }) => {
  await page.goto(`${server().url}${PROGRAMME}&day=2026-10-24`);
  await layoutButton(page, en.layout.grid).click(FIRST_LOAD);
  await expect(page).toHaveURL(/[?&]view=grid/);
  const grid = programme(page).getByRole('region', { name: en.grid.label });
  await expect(grid.getByRole('heading', { level: 3 })).toHaveText(['Hall A Main Stage', 'Forum Room 1', 'Forum Room 2', 'Business Matching Lounge']);
  await expect(grid.getByText(en.grid.empty)).toHaveCount(2);
  const forum = grid.getByRole('list', { name: 'Forum Room 1' });
  await expect(forum.getByRole('listitem')).toHaveCount(1);
  // 10:00–11:30 at 2 px a minute: an hour and a half is 180 px tall.
  expect((await forum.getByRole('listitem').boundingBox())?.height).toBeCloseTo(180, 0);
  await expectNoSeriousA11yViolations(page);
  await forum.getByRole('link', { name: 'Greater Bay Area multimodal logistics forum', exact: true }).click();
  await expect(page).toHaveURL(/\/site\/subPages\/schedule\/detail\/index\?(?=.*id=810)/);
});

test('phones get the list only: a shared rooms link opens as a list @mobile', async ({ page }) => {
  await page.goto(`${server().url}${PROGRAMME}&day=2026-10-24&view=grid`);
  await expect(session(page, '810')).toBeVisible(FIRST_LOAD);
  await expect(programme(page).getByRole('region', { name: en.grid.label })).toHaveCount(0);
  await expect(layoutButton(page, en.layout.grid)).toHaveCount(0);
});

test('a signed-out visitor’s agenda is kept in the browser, warns of overlaps, goes to a calendar, and joins the account on sign-in @desktop', async ({ page }) => {
  const spoken = await recordSpoken(page);
  await page.goto(`${server().url}${PROGRAMME}&day=2026-10-23`);
  await followOf(page, '804').click(FIRST_LOAD);
  await expect.poll(spoken).toContainEqual(expect.stringContaining(errors.notLoggedIn));
  await followOf(page, '805').click();
  await expect(followOf(page, '805')).toHaveAttribute('aria-pressed', 'true');

  await layoutButton(page, en.layout.agenda).click();
  await expect(page).toHaveURL(/[?&]view=agenda/);
  await expect(programme(page).getByRole('note').filter({ hasText: en.agenda.kept })).toBeVisible();
  await expect(programme(page).getByText(en.agenda.count.replace('{{count}}', '2'))).toBeVisible();
  await expect(session(page, '804').locator('.overlap')).toHaveText(en.agenda.overlap.replace('{{titles}}', 'Green Energy Forum: storage and hydrogen'));
  await expect(session(page, '805').locator('.overlap')).toHaveText(en.agenda.overlap.replace('{{titles}}', 'Cross-border e-commerce roundtable'));
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), programme(page).getByRole('button', { name: en.agenda.calendar }).click()]);
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), 'utf8')));
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events.map((event) => [event.summary, event.startDate.toJSDate().toISOString()])).toEqual([
    ['Cross-border e-commerce roundtable', '2026-10-23T01:00:00.000Z'],
    ['Green Energy Forum: storage and hydrogen', '2026-10-23T01:30:00.000Z'],
  ]);
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Macau');

  // Kept across a reload, then into the account by signing in from the agenda.
  await page.reload();
  await expect(programme(page).getByText(en.agenda.count.replace('{{count}}', '2'))).toBeVisible(FIRST_LOAD);
  await programme(page).getByRole('button', { name: en.agenda.signIn }).click();
  await page.locator('#username').fill(DEMO.userName);
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button.primary[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/site/subPages/schedule/index' && url.searchParams.get('view') === 'agenda');
  await expect.poll(spoken, FIRST_LOAD).toContainEqual(expect.stringContaining(en.agenda.joined.replace('{{count}}', '2')));
  await expect(programme(page).getByRole('note').filter({ hasText: en.agenda.kept })).toHaveCount(0);
  // The two kept sessions joined the account's own: demo's recording already follows 806.
  await expect.poll(() => shownIds(page)).toEqual(['804', '805', '806']);
  expect(await page.evaluate(() => localStorage.getItem('minisite.agenda.9001'))).toBeNull();
});
