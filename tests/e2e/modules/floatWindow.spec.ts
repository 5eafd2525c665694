import en from '../../../src/modules/floatWindow/locales/en-US.json' with { type: 'json' };
import { floatWindowExamples } from '../../../src/modules/floatWindow/example';
import { expect, test } from '../sharedPage';
import { texts } from '../ui';

const title = floatWindowExamples['en-US'].config.title!;

test('the float window stays in view while scrolling, and once closed stays closed after a reload', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const promo = page.getByRole('group', { name: title });
  await expect(promo).toBeInViewport();
  const before = (await promo.boundingBox())!;
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(promo).toBeInViewport();
  expect((await promo.boundingBox())!.y).toBe(before.y);

  await promo.getByRole('button', { name: en.close }).click();
  await expect(promo).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-module-type="slideshow"]')).toBeVisible();
  await expect(page.getByRole('group', { name: title })).toHaveCount(0);
});

test('on phones the float window ends above the bottom navigation @mobile', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const promo = page.getByRole('group', { name: title });
  const nav = page.getByRole('navigation', { name: texts.nav.bottom });
  await expect(promo).toBeVisible();
  await expect(nav).toBeVisible();
  const promoBox = (await promo.boundingBox())!;
  const navBox = (await nav.boundingBox())!;
  expect(promoBox.y + promoBox.height).toBeLessThanOrEqual(navBox.y);
});
