import { moduleCommon } from '../../schemas/modules/common';
import { detailOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { boxesOf, pictureLoaded, terminalOf } from './ui';

/** The kitchen-sink site in English: its home page has one module of every type. */
const HOME = '/site/?siteId=9101';

const more = (page: import('@playwright/test').Page, type: string) => page.locator(`[data-module-type="${type}"] a.module-more`);

test('"More" on the speakers opens every speaker of the event, more than the home page shows @desktop', async ({ page }) => {
  await page.goto(HOME);
  await expect(page.locator('[data-module-type="speaker"]').getByRole('tabpanel').getByRole('listitem')).toHaveCount(8);
  await more(page, 'speaker').click();
  await expect(page).toHaveURL(/\/site\/pages\/speaker\/index\?.*siteId=9101/);
  await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
  await expect(page).toHaveTitle(/^Speakers · /);
  const list = page.locator('[data-module-type="speaker"]');
  await expect(list.getByRole('tabpanel').getByRole('listitem')).toHaveCount(12);
  await expect(list.getByRole('status')).toHaveText('No more items');
  await expect(list.locator('a.module-more')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('a list page opens under the banner its module\'s "more" names (moreButton.listPageBanner), across the page at the banner\'s proportions', async ({ page }, testInfo) => {
  const { moreButton } = moduleCommon.parse(detailOf('910101', terminalOf(testInfo)).modules.find((module) => module.moduleType === 'speaker'));
  await page.goto(HOME);
  await more(page, 'speaker').click();
  const banner = page.locator('[data-list-page-banner]');
  await expect(banner).toHaveAttribute('src', moreButton!.listPageBanner!);
  await expect(banner).toHaveAttribute('alt', '');
  await pictureLoaded(banner);
  const [box] = await boxesOf(banner);
  expect(box!.width).toBeCloseTo(await page.evaluate(() => document.documentElement.clientWidth), 0);
  expect(box!.width / box!.height).toBeCloseTo(terminalOf(testInfo) === 'pc' ? 4 : 2.5, 1);
  // The banner comes first, the page's heading under it.
  const heading = page.getByRole('heading', { level: 1, name: 'Speakers' });
  expect((await boxesOf(heading))[0]!.y).toBeGreaterThanOrEqual(box!.y + box!.height);
  await expectNoSeriousA11yViolations(page);
});

test('"More" on the news opens every story under the module title, with no banner where its module names none @desktop', async ({ page }) => {
  await page.goto(HOME);
  await more(page, 'news').click();
  await expect(page).toHaveURL(/\/site\/subPages\/news\/list\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Expo news' })).toBeVisible();
  await expect(page.locator('[data-list-page-banner]')).toHaveCount(0);
  await expect(page.locator('[data-module-type="news"]').getByRole('heading', { level: 3 })).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
});

test('"More" on the photo gallery opens its pictures, keyboard first @desktop', async ({ page }) => {
  await page.goto(HOME);
  await more(page, 'picture').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/site\/pages\/picture\/index\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Photo gallery' })).toBeVisible();
  await expect(page.locator('[data-module-type="picture"] img').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a news list link without page and module ids says the module is not found @desktop', async ({ page }) => {
  await page.goto('/site/subPages/news/list?siteId=9101');
  await expect(page.getByRole('heading', { level: 1, name: 'Module not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/site\/subPages\/news\/list/);
  await expectNoSeriousA11yViolations(page);
});

test('a speaker list link without ids lists the event with the defaults @desktop', async ({ page }) => {
  await page.goto('/site/pages/speaker/index?siteId=9101');
  await expect(page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
  await expect(page.locator('[data-module-type="speaker"] li')).toHaveCount(12);
});
