// The activity pages on the demo expo in English (event 88001: the expo itself and the Atlantic
// Digital Health Summit, published, and a draft 2027 expo that visitors never see).
import type { Page } from '@playwright/test';
import type { Activity } from '../../schemas/content/activity';
import texts from '../../src/pages/activities/locales/en-US.json' with { type: 'json' };
import { activitiesOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { boxesOf, keepForReview, statusSaying, texts as ui } from './ui';

const LIST = '/site/pages/activates/index';
const SEARCH = '/site/pages/activates/search';
const ACTIVITIES = '**/api/ClientResponsiveSiteAggregator/Bvent/GetMiniProgramCodeBvents';

const recorded = activitiesOf('88001', 'en-US');
const [expo, summit] = recorded.filter((activity) => activity.isPublish) as [Activity, Activity];
const draft = recorded.find((activity) => !activity.isPublish)!;

const cards = (page: Page) => page.getByRole('list', { name: texts.list.results }).getByRole('listitem');
const searchBox = (page: Page) => page.getByRole('search', { name: texts.search.landmark }).getByRole('searchbox', { name: texts.search.label });

test('the list shows the published activities with their dates and places, never the draft @desktop', async ({ page }) => {
  await page.goto(LIST);
  await expect(page.getByRole('heading', { level: 1, name: texts.list.title })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(0)).toContainText(expo.title);
  // The expo's wall-clock times are read in Macao, the summit's in Lisbon.
  await expect(cards(page).nth(0)).toContainText(/October 22\s*–\s*25, 2026/);
  await expect(cards(page).nth(0)).toContainText('Cotai Harbour Exhibition Centre, Macao, China');
  await expect(cards(page).nth(1)).toContainText(/May 14\s*–\s*15, 2026/);
  await expect(page.getByText(draft.title)).toHaveCount(0);
  await expect(page.getByText(ui.common.noMore)).toBeVisible();
  await keepForReview(page, 'activities.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('an activity opens its site @desktop', async ({ page }) => {
  await page.goto(LIST);
  await cards(page).getByRole('link', { name: summit.title }).click();
  await expect(page).toHaveURL(new RegExp(`\\?siteId=${summit.siteId}$`));
  await expect(page.locator('[data-module-type]').first()).toBeVisible();
  await expect(page).toHaveTitle(/Atlantic Digital Health Summit 2026/);
});

test('search by a place in the address, Back restores the previous search @desktop', async ({ page }) => {
  await page.goto(LIST);
  await page.getByRole('link', { name: texts.list.toSearch }).click();
  await expect(page).toHaveURL(/\/site\/pages\/activates\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.search.title })).toBeVisible();
  await expect(statusSaying(page, texts.search.found.replace('{{number}}', '2'))).toBeVisible();

  await searchBox(page).fill('lisbon');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/site\/pages\/activates\/search\?keyword=lisbon$/);
  await expect(statusSaying(page, texts.search.found.replace('{{number}}', '1'))).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(summit.title);
  await keepForReview(page, 'activity-search.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  // The draft's name matches, yet it stays hidden.
  await searchBox(page).fill('2027');
  await searchBox(page).press('Enter');
  await expect(page.getByText(ui.common.noData, { exact: true })).toBeVisible();
  await expect(statusSaying(page, texts.search.found.replace('{{number}}', '0'))).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/keyword=lisbon$/);
  await expect(searchBox(page)).toHaveValue('lisbon');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('link', { name: texts.search.toList }).click();
  await expect(page).toHaveURL(/\/site\/pages\/activates\/index$/);
  await expect(cards(page)).toHaveCount(2);
});

test('keyboard only: search, reach the result by Tab, open it with Enter @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}?bventId=88001`);
  await expect(statusSaying(page, texts.search.found.replace('{{number}}', '2'))).toBeVisible();
  await searchBox(page).focus();
  await page.keyboard.type('MACAO');
  await page.keyboard.press('Enter');
  await expect(statusSaying(page, texts.search.found.replace('{{number}}', '1'))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: texts.search.submit })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cards(page).getByRole('link', { name: expo.title })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?siteId=${expo.siteId}$`));
});

test('the links between list and search keep the event the address names @desktop', async ({ page }) => {
  await page.goto(`${LIST}?bventId=88001&destinationCode=MO`);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: texts.list.toSearch })).toHaveAttribute('href', '/site/pages/activates/search?bventId=88001&destinationCode=MO');
});

test('a bad reply shows the translated error, and retry recovers @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('Failed to load resource', '[call-fault]');
  let failures = 1;
  await page.route(ACTIVITIES, (route) => (failures-- > 0 ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ isSuccess: true, returnObj: { list: 'broken' } }) }) : route.continue()));
  await page.goto(LIST);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(ui.errors.gateway.invalid);
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: ui.common.retry }).click();
  await expect(cards(page)).toHaveCount(2);
});

test('a failing gateway on the search says so too @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors('Failed to load resource', '[call-fault]');
  await page.route(ACTIVITIES, (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(`${SEARCH}?keyword=lisbon`);
  await expect(page.getByRole('alert')).toContainText(ui.errors.gateway.status);
  await expect(searchBox(page)).toHaveValue('lisbon');
});

test('cards stand one to a line at 375, the page no wider than the screen @mobile', async ({ page }) => {
  await page.goto(LIST);
  await expect(cards(page)).toHaveCount(2);
  const [first, second] = await boxesOf(cards(page), [0, 1]);
  expect(second!.x).toBeCloseTo(first!.x, 0);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
