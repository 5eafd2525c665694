// The speaker search and detail pages on the kitchen-sink site in English (event 9001: 12
// speakers on one page; the replay server records the searches 'Chen' and 'Quantum').
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { boxesOf, keepForReview, statusSaying } from './ui';

const SITE = '9101';
const SEARCH = `/site/pages/speaker/search/index?siteId=${SITE}`;

const searchBox = (page: Page) => page.getByRole('search', { name: 'Speaker search' }).getByRole('searchbox', { name: 'Speaker name' });
const results = (page: Page) => page.getByRole('list', { name: 'Speakers' }).getByRole('listitem');

test('type a name, open the result, see the speaker, and Back brings the search with its keyword @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a speaker' })).toBeVisible();
  await expect(statusSaying(page, 'Speakers found: 12')).toBeVisible();
  await expect(results(page)).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);

  await searchBox(page).fill('Chen');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/site\/pages\/speaker\/search\/index\?(?=.*siteId=9101)(?=.*keyword=Chen)/);
  await expect(statusSaying(page, 'Speakers found: 1')).toBeVisible();
  await expect(results(page)).toHaveCount(1);
  await expect(page.getByText('No more items')).toBeVisible();
  await keepForReview(page, 'speaker-search.png', { fullPage: true });

  await results(page).first().getByRole('link', { name: 'Chen Wei' }).click();
  await expect(page).toHaveURL(/\/site\/pages\/speaker\/detail\/index\?(?=.*siteId=9101)(?=.*id=sp-02)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chen Wei' })).toBeVisible();
  await expect(page.getByText('Greater Bay Logistics Group', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'About the speaker' })).toContainText('Vice President at Greater Bay Logistics Group');
  await expect(page).toHaveTitle(/^Chen Wei · /);
  await keepForReview(page, 'speaker-detail.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/site\/pages\/speaker\/search\/index\?.*keyword=Chen/);
  await expect(searchBox(page)).toHaveValue('Chen');
  await expect(results(page)).toHaveCount(1);
  await expect(results(page).first()).toContainText('Chen Wei');
});

test('keyboard only: search, reach the result by Tab, open it with Enter @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(statusSaying(page, 'Speakers found: 12')).toBeVisible();
  await searchBox(page).focus();
  await page.keyboard.type('Chen');
  await page.keyboard.press('Enter');
  await expect(statusSaying(page, 'Speakers found: 1')).toBeVisible();
  await expect(searchBox(page)).toBeFocused();
  // The field, its button, then the first result.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Chen Wei' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Chen Wei' })).toBeVisible();
});

test('a search without matches says no data @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}&keyword=Quantum`);
  await expect(searchBox(page)).toHaveValue('Quantum');
  await expect(page.getByText('No data', { exact: true })).toBeVisible();
  await expect(statusSaying(page, 'Speakers found: 0')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('results stand four to a line at 1440 @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(results(page)).toHaveCount(12);
  const boxes = await boxesOf(results(page), [0, 3, 4]);
  expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
  expect(boxes[2]!.x).toBeCloseTo(boxes[0]!.x, 0);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
});

test('results stand one to a line at 375, the page no wider than the screen, the search button a touch target @mobile', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(results(page)).toHaveCount(12);
  const [first, second] = await boxesOf(results(page), [0, 1]);
  expect(second!.x).toBeCloseTo(first!.x, 0);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(first!.width).toBeGreaterThan(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await page.getByRole('button', { name: 'Search' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('the detail of a speaker without the site language says which language it shows @desktop', async ({ page }) => {
  // The kitchen sink in simplified Chinese; sp-12 has English and Portuguese entries only.
  await page.goto('/site/pages/speaker/detail/index?siteId=9102&id=sp-12');
  const name = page.getByRole('heading', { level: 1, name: 'Rita Fernandes' });
  await expect(name).toBeVisible();
  await expect(page.locator('article [lang="en-US"]').first()).toContainText('Rita Fernandes');
  await expect(page.getByText('该嘉宾暂无简体中文资料，以下为English内容。')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('an unknown speaker id shows not found @desktop', async ({ page }) => {
  await page.goto(`/site/pages/speaker/detail/index?siteId=${SITE}&id=nobody`);
  await expect(page.getByRole('heading', { level: 1, name: 'Speaker not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/site\/pages\/speaker\/detail\/index\?/);
  await expect(page.getByRole('link', { name: 'Find a speaker' })).toHaveAttribute('href', `/site/pages/speaker/search/index?siteId=${SITE}`);
  await expectNoSeriousA11yViolations(page);
});
