import { newsExamples } from '../../../src/modules/news/example';
import { expect, test } from '../sharedPage';
import { keepForReview, terminalOf } from '../ui';

const stories = newsExamples['en-US'].config.items!;

test('every story shows with its publish date', async ({ page }, testInfo) => {
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="news"]');
  await module.scrollIntoViewIfNeeded();
  for (const story of stories) await expect(module.getByRole('heading', { name: story.title, level: 3 })).toBeVisible();
  await expect(module.locator('time')).toHaveCount(stories.length);
  await expect(module.locator('time').first()).toHaveText('October 8, 2026');
  await expect(module.locator('time').first()).toBeVisible();
  await keepForReview(module, `news-${terminalOf(testInfo)}.png`);
});

test('the lead story sits beside the list on desktop @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="news"]');
  const lead = (await module.getByRole('article').boundingBox())!;
  const list = (await module.getByRole('list').boundingBox())!;
  expect(list.x).toBeGreaterThan(lead.x + lead.width - 1);
  expect(lead.width).toBeGreaterThan(list.width);
});

test('phones show one card per story, each at least 44 px tall @mobile', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const cards = page.locator('[data-module-type="news"]').getByRole('listitem');
  await expect(cards).toHaveCount(stories.length);
  for (let index = 0; index < stories.length; index += 1) expect((await cards.nth(index).boundingBox())!.height).toBeGreaterThanOrEqual(44);
});

test('a story opens the news detail route and more opens the news list, both keeping the site @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="news"]');
  const more = new URL((await module.locator('a.module-more').getAttribute('href'))!, page.url());
  expect(more.pathname).toBe('/site/subPages/news/list');
  expect(more.searchParams.get('bventId')).toBe('9001');
  expect(more.searchParams.get('pageId')).toBe('910101');
  expect(more.searchParams.get('siteId')).toBe('9101');

  const detail = new URL((await module.getByRole('link', { name: new RegExp(stories[2]!.title) }).getAttribute('href'))!, page.url());
  expect(detail.pathname).toBe('/site/subPages/news/detail');
  expect(detail.searchParams.get('id')).toBe('7003');
  expect(detail.searchParams.get('siteId')).toBe('9101');
});
