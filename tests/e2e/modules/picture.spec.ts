import type { Page } from '@playwright/test';
import { ZOOM_STEP } from '../../../src/modules/picture/preview';
import { expect, test } from '../sharedPage';
import { pictureLoaded } from '../ui';

const scaleOf = (page: Page) =>
  page.getByRole('dialog').locator('img').evaluate((image) => new DOMMatrix(getComputedStyle(image).transform).a);
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('picture preview: opens over a locked page, zooms, drags without closing, and a short click closes it', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="picture"]');
  const thumbnail = module.getByRole('button', { name: 'Open picture: Hall A on opening morning' });
  await thumbnail.scrollIntoViewIfNeeded();
  await thumbnail.click();

  const dialog = page.getByRole('dialog', { name: 'Picture preview: Hall A on opening morning' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => bodyOverflow(page)).toBe('hidden');

  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  // Both steps taken before the picture is measured: a step landing after would move it too.
  await expect.poll(() => scaleOf(page)).toBe(1 + 2 * ZOOM_STEP);

  const image = dialog.locator('img');
  // A picture still loading is centred again when it arrives: the drag is measured on its final box.
  await pictureLoaded(image);
  const before = (await image.boundingBox())!;
  const centre = { x: before.x + before.width / 2, y: before.y + before.height / 2 };
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + 80, centre.y + 40, { steps: 8 });
  await page.mouse.up();
  const after = (await image.boundingBox())!;
  expect(after.x - before.x).toBeGreaterThan(40);
  expect(after.y - before.y).toBeGreaterThan(20);
  // The drag moved well past the threshold: the preview stays open.
  await expect(dialog).toBeVisible();
  expect(await bodyOverflow(page)).toBe('hidden');

  await page.mouse.click(centre.x, centre.y);
  await expect(dialog).toBeHidden();
  // The lock goes with the preview's effects, which React may run after the paint that hid it.
  await expect.poll(() => bodyOverflow(page)).not.toBe('hidden');
  await expect(thumbnail).toBeFocused();
});

test('picture preview: Escape closes it and arrow keys go through the pictures', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="picture"]');
  await module.getByRole('tab', { name: 'Opening ceremony' }).click();
  await module.getByRole('button', { name: /^Open picture:/ }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('1 / 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('2 / 4')).toBeVisible();
  await expect(dialog.locator('img')).toHaveAttribute('alt', 'Green Energy Forum panel');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
