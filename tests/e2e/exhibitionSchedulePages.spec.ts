// The exhibition schedule's search and detail pages on the kitchen-sink site in English (page
// 910101 holds the agenda module 91010106: nine entries over four days, ids 9101–9109).
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { boxesOf, keepForReview, statusSaying } from './ui';
import { breakable } from '../../src/theme/words';

const SITE = '9101';
const SCOPE = 'pageId=910101&moduleId=91010106';
const SEARCH = `/site/pages/exhibitionSchedule/search?siteId=${SITE}`;
const DETAIL = `/site/pages/exhibitionSchedule/detail?siteId=${SITE}`;

const searchBox = (page: Page) => page.getByRole('search', { name: 'Exhibition schedule search' }).getByRole('searchbox', { name: 'Title, hall or category' });
const results = (page: Page) => page.locator('main li[data-entry-id]');
const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('an agenda entry opens its detail: date in words, time, hall and category, and the way to the search @desktop', async ({ page }) => {
  await page.goto(`/site/?siteId=${SITE}`);
  const link = page.locator('[data-module-type="exhibitionSchedule"]').getByRole('link', { name: 'Macao Franchise Expo' });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/site\/pages\/exhibitionSchedule\/detail\?(?=.*pageId=910101)(?=.*moduleId=91010106)(?=.*id=9104)/);
  await expect(title(page, 'Macao Franchise Expo')).toBeVisible();
  const facts = page.locator('main dl');
  await expect(facts).toContainText('Friday, October 23, 2026');
  await expect(facts).toContainText('10:00–18:00');
  await expect(facts).toContainText('Hall C');
  await expect(facts).toContainText('Fair');
  await expect(page).toHaveTitle(/^Macao Franchise Expo · /);
  await expect(page.getByRole('link', { name: 'Search the exhibition schedule' })).toHaveAttribute('href', `${SEARCH}&${SCOPE}`);
  await keepForReview(page, 'exhibition-detail.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('from the list page to the search: type, open a result, and Back brings the search with its keyword @desktop', async ({ page }) => {
  await page.goto(`/site/pages/exhibitionSchedule/index?siteId=${SITE}&${SCOPE}`);
  await page.getByRole('link', { name: 'Search the schedule' }).click();
  await expect(page).toHaveURL(/\/site\/pages\/exhibitionSchedule\/search\?(?=.*pageId=910101)(?=.*moduleId=91010106)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search the exhibition schedule' })).toBeVisible();
  await expect(statusSaying(page, 'Entries in the schedule: 9')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Thursday, October 22', 'Friday, October 23', 'Saturday, October 24', 'Sunday, October 25']);
  await expectNoSeriousA11yViolations(page);

  await searchBox(page).fill('hall c');
  await expect(statusSaying(page, 'Entries found: 1')).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]keyword=hall(\+|%20)c(&|$)/);
  await keepForReview(page, 'exhibition-search.png', { fullPage: true });

  await results(page).getByRole('link', { name: 'Macao Franchise Expo' }).click();
  await expect(title(page, 'Macao Franchise Expo')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/site\/pages\/exhibitionSchedule\/search\?.*keyword=hall(\+|%20)c/);
  await expect(searchBox(page)).toHaveValue('hall c');
  await expect(results(page)).toHaveCount(1);

  // The detail's own way back returns to the same search.
  await results(page).getByRole('link', { name: 'Macao Franchise Expo' }).click();
  await page.getByRole('link', { name: 'Search the exhibition schedule' }).click();
  await expect(searchBox(page)).toHaveValue('hall c');
  await expect(statusSaying(page, 'Entries found: 1')).toBeVisible();
});

test('keyboard only: type in the search, Tab to the first result, open it with Enter @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}&${SCOPE}`);
  await expect(statusSaying(page, 'Entries in the schedule: 9')).toBeVisible();
  await searchBox(page).focus();
  await page.keyboard.type('forum');
  await expect(statusSaying(page, 'Entries found: 1')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Cross-border e-commerce cooperation forum' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(title(page, 'Cross-border e-commerce cooperation forum')).toBeVisible();
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('forum');
});

test('a search without matches says no data @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}&keyword=Quantum`);
  await expect(searchBox(page)).toHaveValue('Quantum');
  await expect(page.getByText('No data', { exact: true })).toBeVisible();
  await expect(statusSaying(page, 'Entries found: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('Portuguese typed without accents finds the entry @desktop', async ({ page }) => {
  await page.goto('/site/pages/exhibitionSchedule/search?siteId=9104&keyword=cerimonia');
  await expect(page.getByRole('link', { name: breakable('Cerimónia de encerramento') })).toBeVisible();
  await expect(statusSaying(page, 'Entradas encontradas: 1')).toBeVisible();
});

test('an old link with the id alone finds the entry among the site’s pages @desktop', async ({ page }) => {
  await page.goto(`${DETAIL}&id=9109`);
  await expect(title(page, 'Closing ceremony')).toBeVisible();
  await expect(page.locator('main dl')).toContainText('Sunday, October 25, 2026');
});

test('an unknown id says the entry is not found, on the detail page, not the 404 page @desktop', async ({ page }) => {
  await page.goto(`${DETAIL}&${SCOPE}&id=nothing`);
  await expect(title(page, 'Schedule entry not found')).toBeVisible();
  await expect(page).toHaveURL(/\/site\/pages\/exhibitionSchedule\/detail\?/);
  await expect(page).toHaveTitle(/^Schedule entry not found · /);
  await expect(page.getByRole('link', { name: 'Search the exhibition schedule' })).toHaveAttribute('href', `${SEARCH}&${SCOPE}`);
  await expectNoSeriousA11yViolations(page);
});

test('results stand side by side at 1440 @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}&${SCOPE}&keyword=fair`);
  await expect(results(page)).toHaveCount(5);
  const firstDay = page.locator('main section').first().locator('li');
  const [first, second] = await boxesOf(firstDay, [0, 1]);
  expect(second!.y).toBeCloseTo(first!.y, 0);
  expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
});

test('results stack at 375 and the page is no wider than the screen @mobile', async ({ page }) => {
  await page.goto(`${SEARCH}&${SCOPE}`);
  await expect(results(page)).toHaveCount(9);
  const [first, second] = await boxesOf(results(page), [0, 1]);
  expect(second!.x).toBeCloseTo(first!.x, 0);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await searchBox(page).boundingBox())!.height).toBeGreaterThanOrEqual(44);
});
