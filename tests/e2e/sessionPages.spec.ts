// The session page and the programme search on the kitchen-sink site in English (event 9001,
// its venue in Asia/Macau; the browser runs in the machine's zone, UTC). A session opens from
// the programme; its speakers link to their pages, which list their sessions; the search's
// keywords live in the address. Follow needs a server of our own: its state lives in the
// server's memory, so no other spec signed in as demo sees or changes it.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ICAL from 'ical.js';
import errors from '../../src/i18n/locales/en-US/errors.json' with { type: 'json' };
import schedule from '../../src/modules/schedule/locales/en-US.json' with { type: 'json' };
import pages from '../../src/pages/schedule/locales/en-US.json' with { type: 'json' };
import { DEMO, ownStrongServer } from './auth/strongSupport';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { keepForReview, recordSpoken, statusSaying } from './ui';

const SITE = '9101';
const DETAIL = '/site/subPages/schedule/detail/index';
const SEARCH = '/site/subPages/schedule/search/index';
const detail = (id: string) => `${DETAIL}?siteId=${SITE}&id=${id}`;
/** The first load of a page fetches the programme's four days: allow a busy machine that long. */
const FIRST_LOAD = { timeout: 15_000 };

// The venue is 8 hours ahead of the visitor, whatever the machine's own zone.
test.use({ timezoneId: 'UTC' });

const OPENING = 'MITE 2026 Opening Ceremony';
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const fact = (page: Page, term: string) => page.locator('dl > div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) }).getByRole('definition');
const actions = (page: Page) => page.getByRole('group', { name: pages.detail.actions });
const speakers = (page: Page) => page.getByRole('region', { name: pages.detail.speakers });
const searchBox = (page: Page) => page.getByRole('search', { name: pages.search.landmark }).getByRole('searchbox', { name: pages.search.label });
const found = (page: Page, count: number) => statusSaying(page, pages.search.found.replace('{{number}}', String(count)));

test('a session opens from the programme with its time, venue, type, topic, live state and speakers @desktop', async ({ page }) => {
  await page.goto(`/site/?siteId=${SITE}`);
  const programme = page.locator('[data-module-type="schedule"]');
  await programme.getByRole('tab', { name: /Oct 22/ }).click(FIRST_LOAD);
  await programme.locator('[data-session-id="801"]').getByRole('link', { name: OPENING, exact: true }).click();

  await expect(page).toHaveURL(/\/site\/subPages\/schedule\/detail\/index\?(?=.*siteId=9101)(?=.*id=801)/);
  await expect(heading(page, OPENING)).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle(new RegExp(`^${OPENING} · `));
  await expect(page.getByText('Welcome addresses and ribbon cutting')).toBeVisible();
  // 09:30 to 10:30 at the venue, in the venue's zone, labelled with it.
  await expect(fact(page, pages.detail.time)).toHaveText(/^Thursday, October 22, 2026(,| at) 9:30(\sAM)?\s*–\s*10:30\sAM \(GMT\+8\)$/);
  await expect(page.getByText(/^Times are the venue's: .+ \(GMT\+8\)\.$/)).toBeVisible();
  await expect(fact(page, pages.detail.venue)).toHaveText('Hall A Main Stage');
  await expect(fact(page, pages.detail.type)).toHaveText('Opening ceremony');
  // Over, with a recording: a replay, watched in a new tab.
  await expect(page.locator('[data-live-label="replay"]')).toHaveText(schedule.live.replay);
  const watch = actions(page).getByRole('link', { name: `${schedule.watch.replay}: ${OPENING} (opens in a new tab)` });
  await expect(watch).toHaveAttribute('href', 'https://live.mite2026.example/recordings/801');
  await expect(watch).toHaveAttribute('target', '_blank');
  await expect(speakers(page).getByRole('listitem')).toHaveCount(2);
  await expect(speakers(page).getByRole('listitem').first()).toContainText('Wong Mei-ling');
  await expect(speakers(page).getByRole('listitem').first()).toContainText('Secretary General');
  await expect(speakers(page).getByRole('listitem').first()).toContainText('Macao Convention and Exhibition Association');
  await expect(speakers(page).getByRole('listitem').nth(1)).toContainText('Prof. João Almeida');
  await expect(page.getByRole('link', { name: pages.detail.toProgramme })).toHaveAttribute('href', `/site/subPages/schedule/index?siteId=${SITE}`);
  await keepForReview(page, 'session-detail.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The visitor's own clock, from the switch.
  await page.getByRole('button', { name: schedule.zone.toViewer }).click();
  await expect(fact(page, pages.detail.time)).toHaveText(/^Thursday, October 22, 2026(,| at) 1:30(\sAM)?\s*–\s*2:30\sAM \(GMT(\+0)?\)$/);
  await page.getByRole('button', { name: schedule.zone.toEvent }).click();
  await expect(fact(page, pages.detail.time)).toContainText('(GMT+8)');
});

test('the session goes into a calendar as an .ics file with its exact time, place, page and reminder @desktop', async ({ page }) => {
  await page.goto(detail('801'));
  await expect(heading(page, OPENING)).toBeVisible(FIRST_LOAD);
  const [download] = await Promise.all([page.waitForEvent('download'), actions(page).getByRole('button', { name: schedule.calendar.add }).click()]);
  expect(download.suggestedFilename()).toBe(`${OPENING}.ics`);
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), 'utf8')));
  expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Macau');
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
  expect(events).toHaveLength(1);
  const [session] = events;
  expect(session!.uid).toBe('9001-801@minisite');
  expect(session!.startDate.toJSDate().toISOString()).toBe('2026-10-22T01:30:00.000Z');
  expect(session!.endDate.toJSDate().toISOString()).toBe('2026-10-22T02:30:00.000Z');
  expect(session!.summary).toBe(OPENING);
  expect(session!.description).toBe('Welcome addresses and ribbon cutting\nWong Mei-ling, Prof. João Almeida');
  expect(session!.location).toBe('Hall A Main Stage, Cotai Harbour Exhibition Centre, Macao');
  const url = new URL(session!.component.getFirstPropertyValue('url') as string);
  expect(`${url.pathname}?${url.searchParams.toString()}`).toBe(`${DETAIL}?siteId=${SITE}&id=801`);
  const alarm = session!.component.getFirstSubcomponent('valarm');
  expect(String(alarm!.getFirstPropertyValue('trigger'))).toBe('-PT15M');
});

test("a speaker's link opens their page, which lists their sessions, each opening its own page @desktop", async ({ page }) => {
  await page.goto(detail('801'));
  await speakers(page).getByRole('link', { name: 'Wong Mei-ling', exact: true }).click(FIRST_LOAD);
  await expect(page).toHaveURL(/\/site\/pages\/speaker\/detail\/index\?(?=.*siteId=9101)(?=.*id=sp-09)/);
  await expect(heading(page, 'Wong Mei-ling')).toBeVisible(FIRST_LOAD);
  const sessions = page.getByRole('region', { name: pages.speaker.sessions });
  const rows = sessions.locator('[data-session-id]');
  await expect(rows).toHaveCount(5, FIRST_LOAD);
  expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-session-id')))).toEqual(['801', '804', '806', '808', '812']);
  await expect(sessions.getByRole('heading', { level: 3, name: 'Thursday, October 22' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await rows.filter({ hasText: 'Startup pitch session' }).getByRole('link', { name: 'Startup pitch session', exact: true }).click();
  await expect(page).toHaveURL(/\/site\/subPages\/schedule\/detail\/index\?(?=.*siteId=9101)(?=.*id=808)/);
  await expect(heading(page, 'Startup pitch session')).toBeVisible();
});

test('a speaker without sessions shows no sessions section @desktop', async ({ page }) => {
  // The programme's last day is the last reply the sessions wait for.
  const lastDay = page.waitForResponse((response) => response.url().endsWith('/Schedule/List') && response.request().postDataJSON()?.date === '2026-10-25', FIRST_LOAD);
  await page.goto(`/site/pages/speaker/detail/index?siteId=${SITE}&id=sp-12`);
  await expect(heading(page, 'Rita Fernandes')).toBeVisible(FIRST_LOAD);
  await lastDay;
  await expect(page.getByRole('region', { name: pages.speaker.sessions })).toHaveCount(0);
});

test('search the programme from a session, open a result, and Back brings the search with its keywords @desktop', async ({ page }) => {
  await page.goto(detail('801'));
  await page.getByRole('link', { name: pages.detail.toSearch }).click(FIRST_LOAD);
  await expect(heading(page, pages.search.title)).toBeVisible();
  await expect(page.getByText(pages.search.hint)).toBeVisible();

  await searchBox(page).fill('HYDROGEN');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/site\/subPages\/schedule\/search\/index\?(?=.*siteId=9101)(?=.*keywords=HYDROGEN)/);
  await expect(found(page, 1)).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'Friday, October 23' })).toBeVisible();

  await searchBox(page).fill('forum');
  await searchBox(page).press('Enter');
  await expect(found(page, 5)).toBeVisible();
  const days = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(days).toHaveText(['Friday, October 23', 'Saturday, October 24']);
  expect(await page.locator('[data-session-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-session-id')))).toEqual(['804', '805', '807', '808', '810']);
  await keepForReview(page, 'programme-search.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Greater Bay Area multimodal logistics forum', exact: true }).click();
  await expect(heading(page, 'Greater Bay Area multimodal logistics forum')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/keywords=forum/);
  await expect(searchBox(page)).toHaveValue('forum');
  await expect(found(page, 5)).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('HYDROGEN');
  await expect(found(page, 1)).toBeVisible();
});

test('a search ignores accents, and one without matches says no data @desktop', async ({ page }) => {
  // The kitchen sink in Portuguese: 'sessao' finds the two sessions called 'Sessão …'.
  await page.goto(`${SEARCH}?siteId=9104&keywords=sessao`);
  const rows = page.locator('[data-session-id]');
  await expect(rows).toHaveCount(2, FIRST_LOAD);
  await expect(rows.first()).toContainText('Sessão de pitches de startups');
  await expect(rows.nth(1)).toContainText('Sessão informativa de encontros com compradores');

  await page.goto(`${SEARCH}?siteId=${SITE}&keywords=Quantum`);
  await expect(searchBox(page)).toHaveValue('Quantum');
  await expect(found(page, 0)).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('No data', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown session id says the session is not found @desktop', async ({ page }) => {
  await page.goto(detail('nobody'));
  await expect(heading(page, pages.detail.notFound)).toBeVisible(FIRST_LOAD);
  await expect(page).toHaveTitle(new RegExp(`^${pages.detail.notFound} · `));
  await expect(page).toHaveURL(/\/site\/subPages\/schedule\/detail\/index\?.*id=nobody/);
  await expect(page.getByRole('link', { name: pages.detail.toProgramme })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('following from the session page', () => {
  const server = ownStrongServer();

  test('signed out: asked to sign in, the pick kept meanwhile; the sign-in comes back to this session, followed, and following lasts @desktop', async ({ page }) => {
    // Session 803: the programme module's follow spec follows others, on its own server.
    const spoken = await recordSpoken(page);
    const address = `${server().url}${detail('803')}`;
    const follow = actions(page).getByRole('button', { name: /^Follow(ing)?$/ });
    await page.goto(address);
    await expect(heading(page, 'Workshop: exporting food to the Greater Bay Area')).toBeVisible(FIRST_LOAD);
    await follow.click();
    await expect.poll(spoken).toContainEqual(expect.stringContaining(errors.notLoggedIn));
    // Kept in this browser until the visitor signs in.
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await actions(page).getByRole('button', { name: schedule.follow.signIn }).click();
    await page.locator('#username').fill(DEMO.userName);
    await page.locator('#password').fill(DEMO.password);
    const personal = page.waitForRequest((request) => request.url().endsWith('/Schedule/List') && !!request.headers().authorization, FIRST_LOAD);
    await page.locator('button.primary[type="submit"]').click();
    // Back on the same session's page, signed in.
    await page.waitForURL((url) => url.pathname === DETAIL && url.searchParams.get('id') === '803' && url.searchParams.get('siteId') === SITE, FIRST_LOAD);
    await personal;
    await expect(heading(page, 'Workshop: exporting food to the Greater Bay Area')).toBeVisible(FIRST_LOAD);
    await expect(actions(page).getByRole('button', { name: schedule.follow.signIn })).toHaveCount(0);
    // The kept pick joined the account.
    await expect.poll(spoken, FIRST_LOAD).toContainEqual(expect.stringContaining(schedule.agenda.joined.replace('{{count}}', '1')));
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText(schedule.follow.added);

    // The gateway keeps it for the account: a reload reads it back from Schedule/List.
    const again = page.waitForRequest((request) => request.url().endsWith('/Schedule/List') && !!request.headers().authorization, FIRST_LOAD);
    await page.reload();
    await again;
    await expect(follow).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);
    await follow.click();
    await expect(page.getByText(schedule.follow.undone)).toBeVisible();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
  });
});
