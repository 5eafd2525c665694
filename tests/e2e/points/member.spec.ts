// The points detail and member centre screens against the real built app and its live mall,
// signed in through the real OpenID provider. An invitation code changes the mall, so this
// file has its own server (one per project's worker): the tests run in order, the demo's
// invitation last of the demo's tests.
import type { Page, TestInfo } from '@playwright/test';
import { ATTENDEE, DEMO, fillProviderLogin, ownStrongServer, signIn, storedUsers } from '../auth/strongSupport';
import memberTexts from '../../../src/pages/points/member/locales/en-US.json' with { type: 'json' };
import pointsTexts from '../../../src/pages/points/locales/en-US.json' with { type: 'json' };
import personalTexts from '../../../src/identity/locales/en-US.json' with { type: 'json' };
import { expect, expectNoSeriousA11yViolations, test } from '../support';
import { statusSaying, terminalOf, texts } from '../ui';

const server = ownStrongServer();

/** The demo expo in English (event 88001, fixtures/demo-expo/pointsMall.json). */
const SITE = '1001';
const LEDGER = `/site/points/integral/index?siteId=${SITE}`;
const MEMBER = `/site/points/memberCenter/index?siteId=${SITE}`;
/** The sign-in and the first mall screen's chunk on a busy two-core machine. */
const FIRST_LOAD = { timeout: 15_000 };

/** Signs in on the demo site as `account`, back on the site once the callback has stored the account. */
async function signInAs(page: Page, testInfo: TestInfo, account = DEMO) {
  await signIn(page, `${server().url}/site/?siteId=${SITE}`, terminalOf(testInfo), account);
  await page.waitForURL((url) => url.pathname.startsWith('/site/') && !url.pathname.includes('/pages/login/'), FIRST_LOAD);
  await expect.poll(() => storedUsers(page), FIRST_LOAD).toHaveLength(1);
}

const list = (page: Page, name: string) => page.getByRole('list', { name, exact: true });
const rows = (page: Page, name: string) => list(page, name).locator(':scope > li');
const available = (page: Page) => page.locator('[data-points-summary] [data-figure="availablePoint"]');

declare global {
  interface Window {
    __shifted: number;
  }
}

/** Sums the page's layout shifts from its first load on (the screens wait for their parts together, then stay put). */
async function recordShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    window.__shifted = 0;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) window.__shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => window.__shifted);
}

async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('points detail: the ledger newest first to no more items, the levels with the grade marked, the rules', async ({ page }, testInfo) => {
  await signInAs(page, testInfo);
  const shifted = await recordShifts(page);
  await page.goto(`${server().url}${LEDGER}`);
  await expect(page.getByRole('heading', { level: 1, name: memberTexts.detail.title })).toBeVisible(FIRST_LOAD);
  await expect(available(page)).toHaveText('1,200');
  await expect(rows(page, memberTexts.ledger.title)).toHaveCount(10);
  expect(await shifted()).toBeLessThanOrEqual(0.01);
  const newest = rows(page, memberTexts.ledger.title).first();
  await expect(newest.locator('.kind')).toHaveText(memberTexts.ledger.kind.spent);
  await expect(newest.locator('.reason')).toHaveText('Redeemed Expo tote bag');
  await expect(newest.locator('.amount')).toHaveText('−100 points');
  await expect(newest.locator('time')).toHaveText('Oct 23, 2026, 10:05 AM');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(statusSaying(page, texts.common.noMore)).toBeVisible();
  await expect(rows(page, memberTexts.ledger.title)).toHaveCount(11);
  await expect(rows(page, memberTexts.ledger.title).last().locator('.amount')).toHaveText('+1,000 points');

  const levels = rows(page, memberTexts.levels.title);
  await expect(levels.locator('h3')).toHaveText(['Silver', 'Gold']);
  await expect(levels.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(levels.nth(1)).toContainText(memberTexts.levels.yours);
  await expect(rows(page, memberTexts.rules.title)).toHaveCount(6);
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
});

test('member centre: the way to Gold as a named meter, the tiers the event runs', async ({ page }, testInfo) => {
  await signInAs(page, testInfo, ATTENDEE);
  await page.goto(`${server().url}${MEMBER}`);
  await expect(page.getByRole('heading', { level: 1, name: memberTexts.member.title })).toBeVisible(FIRST_LOAD);
  const meter = page.getByRole('progressbar', { name: 'Progress to Gold' });
  await expect(meter).toHaveAttribute('value', '330');
  await expect(meter).toHaveAttribute('max', '1000');
  await expect(meter).toHaveAttribute('aria-valuetext', '330 of 1,000 points');
  await expect(page.getByText('670 more points to Gold', { exact: true })).toBeVisible();
  await expect(rows(page, memberTexts.member.tiers.title)).toHaveCount(2);
  await expect(rows(page, memberTexts.member.tiers.title).locator('.head span')).toHaveText([memberTexts.member.tiers.isMember, memberTexts.member.tiers.notMember]);
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
});

test('invitation code: empty asked for, wrong refused, MITE2026 by Enter gives 200 points on the summary and the ledger, then is used @desktop', async ({ page }, testInfo) => {
  await signInAs(page, testInfo);
  const shifted = await recordShifts(page);
  await page.goto(`${server().url}${MEMBER}`);
  await expect(page.getByText(memberTexts.member.grade.top, { exact: true })).toBeVisible(FIRST_LOAD);
  await expect(available(page)).toHaveText('1,200');
  const field = page.getByRole('textbox', { name: memberTexts.invitation.label });
  const submit = page.getByRole('button', { name: memberTexts.invitation.submit, exact: true });

  await submit.click();
  await expect(statusSaying(page, memberTexts.invitation.empty)).toBeVisible();
  await field.fill('NOT-A-CODE');
  await field.press('Enter');
  await expect(statusSaying(page, memberTexts.invitation.invalid)).toBeVisible();
  await field.fill('MITE2026');
  await field.press('Enter');
  await expect(statusSaying(page, 'The invitation code gave you 200 points. You now have 1,400 available points.')).toBeVisible();
  await expect(available(page)).toHaveText('1,400');
  await expect(field).toHaveValue('');
  // Nothing moved as the screen loaded, nor as every balance on it reloaded.
  expect(await shifted()).toBeLessThanOrEqual(0.01);
  await expectNoSeriousA11yViolations(page);

  await field.fill('MITE2026');
  await submit.click();
  await expect(statusSaying(page, memberTexts.invitation.used)).toBeVisible();
  await expect(available(page)).toHaveText('1,400');

  await page.getByRole('navigation', { name: pointsTexts.nav.label }).getByRole('link', { name: pointsTexts.nav.ledger }).click();
  const newest = rows(page, memberTexts.ledger.title).first();
  await expect(newest.locator('.reason')).toHaveText('Invitation code');
  await expect(newest.locator('.amount')).toHaveText('+200 points');
  await expect(available(page)).toHaveText('1,400');
});

test('signed out, the member centre asks for sign-in and comes back to itself after it', async ({ page }) => {
  await page.goto(`${server().url}${MEMBER}`);
  await expect(page).toHaveURL(/\/site\/points\/login\?/, FIRST_LOAD);
  const notice = page.locator('[data-mall-notice="login"]');
  await expect(notice.getByText(texts.errors.notLoggedIn, { exact: true })).toBeVisible();
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: pointsTexts.login.action }).click();
  await fillProviderLogin(page);
  await expect(page.getByRole('heading', { level: 1, name: memberTexts.member.title })).toBeVisible(FIRST_LOAD);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(MEMBER);
});

test('an event without a mall sends a signed-in visitor to the 401 notice', async ({ page }, testInfo) => {
  await signInAs(page, testInfo);
  await page.goto(`${server().url}/site/points/memberCenter/index?siteId=9101`);
  await expect(page).toHaveURL(/\/site\/points\/401\/index\?siteId=9101$/, FIRST_LOAD);
  const notice = page.locator('[data-mall-notice="forbidden"]');
  await expect(notice.getByText(pointsTexts.forbidden.message, { exact: true })).toBeVisible();
  await expect(notice.getByRole('link', { name: pointsTexts.forbidden.back })).toHaveAttribute('href', '/site/pages/index/index?siteId=9101');
  await fitsTheScreen(page);
  await expectNoSeriousA11yViolations(page);
});

test('the personal centre links a signed-in visitor to the points mall @desktop', async ({ page }, testInfo) => {
  await signInAs(page, testInfo);
  await page.goto(`${server().url}/site/pages/personal/index?siteId=${SITE}`);
  const services = page.getByRole('navigation', { name: personalTexts.entries });
  await expect(services.getByRole('link', { name: personalTexts.pointsMall })).toHaveAttribute('href', `/site/points/index?siteId=${SITE}`, FIRST_LOAD);
  await expectNoSeriousA11yViolations(page);
});
