import { imageTextNavigationExamples } from '../../../src/modules/imageTextNavigation/example';
import { expect, test } from '../sharedPage';

const { items } = imageTextNavigationExamples['en-US'].config;

test('image-text navigation shows every entry as a link @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="imageTextNavigation"]');
  await expect(module.getByRole('link')).toHaveCount(items!.length);
  await expect(module.getByRole('link', { name: items![0]!.label })).toBeVisible();
});

test('on phones the entries scroll sideways and snap, each a touch target @mobile', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const row = page.locator('[data-module-type="imageTextNavigation"] ul');
  await row.scrollIntoViewIfNeeded();
  const sizes = await row.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth, snap: getComputedStyle(element).scrollSnapType }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.snap).toBe('x mandatory');
  const last = row.getByRole('link', { name: items!.at(-1)!.label });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const box = (await last.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
});
