import type { Locator } from '@playwright/test';
import { MATERIAL_TYPE } from '../../../schemas/content/material';
import { expect, test } from '../support';

/** How far below its module's top an element is, read in one frame. */
const offsetInModule = (element: Locator) =>
  element.evaluate((node) => node.getBoundingClientRect().y - node.closest('[data-module-type]')!.getBoundingClientRect().y);

test('a file library whose configuration names several groups holds the tabs’ row while they load: its files do not move down when the tabs come @mobile', async ({ page }) => {
  let release!: () => void;
  const groupsHeld = new Promise<void>((resolve) => (release = resolve));
  // Only the file library's groups are held: the pictures above it hold their own box until theirs come.
  await page.route('**/Material/GetGroupList', async (route) => {
    if (route.request().postDataJSON()?.type === MATERIAL_TYPE.document) await groupsHeld;
    await route.continue();
  });
  await page.goto('/site/?siteId=9101');
  const documents = page.locator('[data-module-type="document"]');
  const firstSkeletonLine = documents.locator('[aria-busy="true"] li').first();
  await firstSkeletonLine.scrollIntoViewIfNeeded();
  const held = await offsetInModule(firstSkeletonLine);

  release();
  const firstFile = documents.getByRole('tabpanel').getByRole('listitem').first();
  await expect(documents.getByRole('tab')).toHaveCount(2);
  // The group's files come after its tabs, behind grey rows of their own: the first line measured is a file's.
  await expect(documents.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(firstFile).toBeVisible();
  expect(await offsetInModule(firstFile)).toBeCloseTo(held, 0);
});
