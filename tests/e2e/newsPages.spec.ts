// The news search and detail pages on the kitchen-sink site in English (event 9001: seven
// stories, six to a page; the replay server records the searches 'forum' and 'Quantum').
import type { Page } from '@playwright/test';
import moduleTexts from '../../src/modules/news/locales/en-US.json' with { type: 'json' };
import texts from '../../src/pages/news/locales/en-US.json' with { type: 'json' };
import { NEWS_SEARCHES, newsStories } from '../support/newsFixture';
import { detailOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { boxesOf, keepForReview, statusSaying, texts as app } from './ui';

const SITE = '9101';
const SEARCH = `/site/subPages/news/search?siteId=${SITE}`;
const stories = newsStories('en-US');
const story = (id: string) => stories.find((entry) => entry.id === id)!;

const searchBox = (page: Page) => page.getByRole('search', { name: texts.search.landmark }).getByRole('searchbox', { name: texts.search.label });
const results = (page: Page) => page.getByRole('list', { name: texts.search.results }).getByRole('listitem');
const found = (count: number) => texts.search.found.replace('{{number}}', String(count));
const title = (page: Page, text: string) => page.getByRole('heading', { level: 1, name: text, exact: true });

test('search by keyword, open a story, and Back brings the search with its keyword @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(title(page, texts.search.title)).toBeVisible();
  await expect(statusSaying(page, found(stories.length))).toBeVisible();
  await expect(results(page)).toHaveCount(6);
  await expectNoSeriousA11yViolations(page);

  await searchBox(page).fill(NEWS_SEARCHES.found);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/site\/subPages\/news\/search\?(?=.*siteId=9101)(?=.*keywords=forum)/);
  await expect(statusSaying(page, found(2))).toBeVisible();
  await expect(results(page)).toHaveCount(2);
  await expect(page.getByText(app.common.noMore)).toBeVisible();
  await keepForReview(page, 'news-search.png', { fullPage: true });

  await results(page).first().getByRole('link', { name: story('7005').title }).click();
  await expect(page).toHaveURL(/\/site\/subPages\/news\/detail\?(?=.*siteId=9101)(?=.*id=7005)/);
  await expect(title(page, story('7005').title)).toBeVisible();
  await expect(page.locator('article time')).toHaveText('September 3, 2026');
  await expect(page).toHaveTitle(new RegExp(`^${story('7005').title} · `));

  await page.goBack();
  await expect(page).toHaveURL(/\/site\/subPages\/news\/search\?.*keywords=forum/);
  await expect(searchBox(page)).toHaveValue(NEWS_SEARCHES.found);
  await expect(statusSaying(page, found(2))).toBeVisible();
});

test('load more brings the seventh story, then no more items @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(results(page)).toHaveCount(6);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(results(page)).toHaveCount(7);
  await expect(page.getByText(app.common.noMore)).toBeVisible();
  // Sent as 17:00 UTC on 11 August: the venue's day is the 12th.
  await expect(results(page).last().locator('time')).toHaveText('August 12, 2026');
});

test('a search without matches says no data @desktop', async ({ page }) => {
  await page.goto(`${SEARCH}&keywords=${NEWS_SEARCHES.none}`);
  await expect(searchBox(page)).toHaveValue(NEWS_SEARCHES.none);
  await expect(page.getByText(app.common.noData, { exact: true })).toBeVisible();
  await expect(statusSaying(page, found(0))).toBeVisible();
});

test('a story shows its body, and previous and next lead through the news @desktop', async ({ page }) => {
  await page.goto(`/site/subPages/news/detail?siteId=${SITE}&id=7003`);
  await expect(title(page, story('7003').title)).toBeVisible();
  const article = page.getByRole('article');
  await expect(article.getByRole('listitem')).toHaveCount(3);
  await expect(article.getByRole('img', { name: 'Buyers and exhibitors meeting at their tables' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Read the matchmaking guide' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('button', { name: texts.detail.share })).toBeVisible();
  await keepForReview(page, 'news-detail.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);

  const neighbours = page.getByRole('navigation', { name: texts.detail.neighbours });
  await neighbours.getByRole('link', { name: new RegExp(`^${texts.detail.next}`) }).click();
  await expect(title(page, story('7004').title)).toBeVisible();
  await neighbours.getByRole('link', { name: new RegExp(`^${texts.detail.previous}`) }).click();
  await expect(title(page, story('7003').title)).toBeVisible();
  await page.getByRole('link', { name: texts.detail.toList }).click();
  await expect(page).toHaveURL(/\/site\/subPages\/news\/search\?siteId=9101$/);
  await expect(statusSaying(page, found(stories.length))).toBeVisible();
});

test('an unknown story id says no data @desktop', async ({ page }) => {
  await page.goto(`/site/subPages/news/detail?siteId=${SITE}&id=nothing`);
  await expect(title(page, app.common.noData)).toBeVisible();
  await expect(page).toHaveURL(/\/site\/subPages\/news\/detail\?/);
  await expect(page.getByRole('link', { name: texts.detail.toList })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a bad reply says so in the visitor language with a retry that recovers @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 503/, '[call-fault]');
  let failures = 1;
  await page.route('**/api/ClientResponsiveSiteAggregator/Cms/GetNewsDetail', (route) => (failures-- > 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
  await page.goto(`/site/subPages/news/detail?siteId=${SITE}&id=7001`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(app.errors.gateway.status);
  await expectNoSeriousA11yViolations(page);
  await alert.getByRole('button', { name: app.common.retry }).click();
  await expect(title(page, story('7001').title)).toBeVisible();
});

test('keyboard only: search, reach the first story by Tab, open it, reach its neighbours @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(statusSaying(page, found(stories.length))).toBeVisible();
  await searchBox(page).focus();
  await page.keyboard.type(NEWS_SEARCHES.found);
  await page.keyboard.press('Enter');
  await expect(statusSaying(page, found(2))).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: texts.search.submit })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: story('7005').title })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(title(page, story('7005').title)).toBeVisible();
  await page.getByRole('button', { name: texts.detail.share }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: new RegExp(`^${texts.detail.previous}`) })).toBeFocused();
});

test('the news list page leads to the search @desktop', async ({ page }) => {
  const news = detailOf('910101', 'pc').modules.find((module) => module.moduleType === 'news')!;
  await page.goto(`/site/subPages/news/list?siteId=${SITE}&pageId=910101&moduleId=${String(news.id)}`);
  const search = page.getByRole('link', { name: moduleTexts.search });
  await expect(search).toBeVisible();
  await search.click();
  await expect(title(page, texts.search.title)).toBeVisible();
});

test('results stand three to a line at 1440, covers in equal boxes @desktop', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(results(page)).toHaveCount(6);
  const boxes = await boxesOf(results(page), [0, 2, 3]);
  expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
});

test('results stand one to a line at 375, the page no wider than the screen @mobile', async ({ page }) => {
  await page.goto(SEARCH);
  await expect(results(page)).toHaveCount(6);
  const [first, second] = await boxesOf(results(page), [0, 1]);
  expect(second!.x).toBeCloseTo(first!.x, 0);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
