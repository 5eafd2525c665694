// The demo expo's programme (issue 9): what `npm start` shows a visitor planning the day. The
// expected sessions, speakers and titles are read from the recorded replies, never copied.
import { response } from '../../fixtures/index';
import { rawEnvelope } from '../../schemas/envelope';
import { scheduleDates, scheduleList, type ScheduleItem } from '../../schemas/content/schedule';
import type { Terminal } from '../../schemas/page';
import type { LanguageCode } from '../../schemas/primitives';
import en from '../../src/modules/schedule/locales/en-US.json' with { type: 'json' };
import { bundle, detailOf, pageByCommonId, pages, siteOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { menu, terminalOf, texts } from './ui';

const ENGLISH = '1001';
/** A fortnight before the expo (22–25 October 2026, Macao): the programme opens on its first day. */
const BEFORE_THE_EXPO = Date.UTC(2026, 9, 8, 2, 0, 0);
/** The first load fetches the module's chunk, then the days, then the day's list. */
const FIRST_LOAD = { timeout: 15_000 };

const expo = bundle('demo-expo');
const bventId = siteOf(ENGLISH).bvent!.id;

function returnObj(call: string, key: string): unknown {
  const [area, name] = call.split('/') as [string, string];
  const envelope = response(expo, area, name, key);
  if (!envelope) throw new Error(`demo-expo records no ${call}/${key}`);
  return rawEnvelope.parse(envelope).returnObj;
}

/** The programme's first day in a language, as the schedule module asks for it. */
function firstDay(language: LanguageCode) {
  const day = scheduleDates.parse(returnObj('Schedule/Dates', `${bventId}_${language}`))[0]!;
  const sessions = scheduleList.parse(returnObj('Schedule/List', `${bventId}_${language}_${day.date}`));
  return { day, sessions };
}

/**
 * A wire time as an instant: ISO strings carry their offset; the others are the venue's wall
 * clock, and Macao keeps UTC+8 all year.
 */
const instant = (wire: string) => new Date(wire.includes('T') ? wire : `${wire.replace(' ', 'T')}+08:00`);

/** In the order a visitor reads them: by start, then by end, whatever order the gateway sent. */
const inTimeOrder = (sessions: ScheduleItem[]) =>
  sessions.toSorted((a, b) => instant(a.beginTime).getTime() - instant(b.beginTime).getTime() || instant(a.endTime).getTime() - instant(b.endTime).getTime());

/** The site's page that holds a schedule module, and that module. */
function programmePage(siteId: string, terminal: Terminal) {
  const page = pages(siteId).find((node) => node.type === 'pagemodule' && detailOf(node.pageId, terminal).modules.some((module) => module.moduleType === 'schedule'));
  if (!page) throw new Error(`Site ${siteId} has no page with a schedule module`);
  const schedule = detailOf(page.pageId, terminal).modules.find((module) => module.moduleType === 'schedule')!;
  return { page, schedule };
}

// Two full programme loads and a whole-page axe pass, on a machine other suites share: a long budget, nothing timed.
test.slow();

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: BEFORE_THE_EXPO });
});

test('the demo expo’s Programme opens from the menu on the first day, with each session’s speakers, and in another language after a switch', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const english = programmePage(ENGLISH, terminal);
  expect(english.page.onNavigation).toBe(true);

  await page.goto('/site/');
  const links = await menu(page, terminal);
  await links.getByRole('link', { name: english.page.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`pageId=${english.page.pageId}`));

  const schedule = page.locator(`[id="${english.schedule.id}"]`);
  const sessions = schedule.locator('[data-session-id]');
  const { day, sessions: recorded } = firstDay('en-US');
  const ordered = inTimeOrder(recorded);
  expect(ordered.length).toBeGreaterThanOrEqual(6);

  await expect(schedule.getByRole('tab', { selected: true })).toHaveAttribute('id', new RegExp(`-tab-${day.date}$`), FIRST_LOAD);
  await expect(sessions).toHaveCount(recorded.length, FIRST_LOAD);
  // The gateway answers room by room with two time formats mixed: the list runs by the clock.
  expect(ordered.map((item) => item.id)).not.toEqual(recorded.map((item) => item.id));
  await expect.poll(() => sessions.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-session-id')))).toEqual(ordered.map((item) => item.id));

  for (const item of ordered) {
    const row = schedule.locator(`[data-session-id="${item.id}"]`);
    await expect(row.getByRole('heading', { name: item.title })).toBeVisible();
    await expect(row.locator('time').first()).toHaveAttribute('datetime', instant(item.beginTime).toISOString());
    if (item.venue) await expect(row).toContainText(item.venue.name);
    const speakers = row.getByRole('list', { name: en.speakers });
    if (item.speakers.length === 0) await expect(speakers).toHaveCount(0);
    for (const speaker of item.speakers) await expect(speakers.getByRole('link', { name: speaker.fullName, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // Portuguese: the same page of the Portuguese site, the same sessions in their own words.
  const portuguese = siteOf(ENGLISH).sites.find((entry) => entry.language === 'pt-PT')!;
  const target = pageByCommonId(portuguese.id, english.page.commonPageId!);
  const controls = await menu(page, terminal);
  await controls.getByLabel(texts.nav.language).selectOption('pt-PT');
  await expect(page).toHaveURL(new RegExp(`siteId=${portuguese.id}`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  // The switch names the page by its commonPageId; the Portuguese site's own page is shown.
  await expect(page.locator(`[data-page-id="${target.pageId}"]`)).toBeVisible();

  const translated = programmePage(portuguese.id, terminal);
  expect(translated.page.pageId).toBe(target.pageId);
  const pt = firstDay('pt-PT');
  expect(pt.day).toEqual(day);
  const ptOrdered = inTimeOrder(pt.sessions);
  // Follows are kept per session id: every language names the same sessions.
  expect(ptOrdered.map((item) => item.id)).toEqual(ordered.map((item) => item.id));

  const ptSchedule = page.locator(`[id="${translated.schedule.id}"]`);
  const ptSessions = ptSchedule.locator('[data-session-id]');
  await expect(ptSessions).toHaveCount(pt.sessions.length, FIRST_LOAD);
  for (const [index, item] of ptOrdered.entries()) {
    expect(item.title, `session ${item.id} has its own Portuguese title`).not.toBe(ordered[index]!.title);
    const row = ptSchedule.locator(`[data-session-id="${item.id}"]`);
    await expect(row.getByRole('heading', { name: item.title })).toBeVisible();
    if (item.scheduleType) await expect(row).toContainText(item.scheduleType.name);
    if (item.venue) await expect(row).toContainText(item.venue.name);
    for (const speaker of item.speakers) await expect(row.getByRole('link', { name: speaker.fullName, exact: true })).toBeVisible();
  }
  await expect(ptSchedule.getByRole('heading', { name: ordered[0]!.title })).toHaveCount(0);
});

test('in the rooms view, sessions that overlap in one room stand side by side, never on top of each other @desktop', async ({ page }) => {
  const { page: programme, schedule } = programmePage(ENGLISH, 'pc');
  const { day, sessions } = firstDay('en-US');
  // The recorded day holds sessions that overlap in the same room: the case the grid must keep readable.
  const sharing = sessions.filter((a) => sessions.some((b) => a !== b && a.venue?.id === b.venue?.id && instant(a.beginTime) < instant(b.endTime) && instant(b.beginTime) < instant(a.endTime)));
  expect(sharing.length).toBeGreaterThan(1);

  await page.goto(`/site/pages/index/index?siteId=${ENGLISH}&pageId=${programme.pageId}`);
  const module = page.locator(`[id="${schedule.id}"]`);
  await expect(module.getByRole('tab', { selected: true })).toHaveAttribute('id', new RegExp(`-tab-${day.date}$`), FIRST_LOAD);
  await module.getByRole('group', { name: en.layout.label }).getByRole('button', { name: en.layout.grid }).click();
  const grid = module.getByRole('region', { name: en.grid.label });
  await expect(grid.locator('[data-session-id]')).toHaveCount(sessions.length);
  const boxes = await Promise.all(sharing.map(async (session) => ({ session, box: (await grid.locator(`[data-session-id="${session.id}"]`).boundingBox())! })));
  for (const { session: a, box: one } of boxes) {
    for (const { session: b, box: other } of boxes) {
      if (a === b || a.venue?.id !== b.venue?.id) continue;
      const apart = one.x + one.width <= other.x + 1 || other.x + other.width <= one.x + 1 || one.y + one.height <= other.y + 1 || other.y + other.height <= one.y + 1;
      expect(apart, `${a.id} and ${b.id} overlap on screen`).toBe(true);
    }
  }
  await expectNoSeriousA11yViolations(page);
});
