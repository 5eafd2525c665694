import { detailOf, siteOf } from './fixtureData';
import { expect, expectNoSeriousA11yViolations, test } from './sharedPage';
import { keepForReview, pageReady, terminalOf, texts } from './ui';

const CONFERENCE = '2001';

test('the conference site uses its own navigation layout, theme colour and maximum width @desktop', async ({ page }, testInfo) => {
  const site = siteOf(CONFERENCE);
  const modules = detailOf('200101', terminalOf(testInfo)).modules;
  await page.goto(`/site/?siteId=${CONFERENCE}`);
  await pageReady(page, modules[0]!.id);

  await expect(page.getByRole('banner')).toHaveAttribute('data-layout', site.componentSet.topNav!.layout);
  const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
  expect(primary.toLowerCase()).toBe(site.themeColor!.toLowerCase());

  // Wider than the page's maximum width: the content is centred with margins.
  const maxWidth = site.globalSetting.maxWidth!;
  const box = (await page.locator('[data-page-id]').boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(maxWidth);
  expect(Math.abs(box.x - (1440 - box.width) / 2)).toBeLessThanOrEqual(1);

  await keepForReview(page, 'conference.png', { fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the skip link takes keyboard users past the navigation', async ({ page }, testInfo) => {
  await page.goto('/site/');
  await pageReady(page, detailOf('100101', terminalOf(testInfo)).modules[0]!.id);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: texts.nav.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the 404 page passes axe', async ({ page }) => {
  await page.goto('/site/pages/error/404');
  await expect(page.getByRole('heading', { name: texts.errors.notFound.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
