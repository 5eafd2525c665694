import { GRID_NAVIGATION_RATIOS } from '../../../schemas/modules/gridNavigation';
import { gridNavigationExamples } from '../../../src/modules/gridNavigation/example';
import { expect, test } from '../sharedPage';
import { boxesOf } from '../ui';

const { config } = gridNavigationExamples['en-US'];
/** Rounding of sub-pixel layout stays well inside this. */
const TOLERANCE = 0.02;

test('grid navigation tiles keep the ratio of their column count', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const tiles = page.locator('[data-module-type="gridNavigation"] li > .tile');
  await expect(tiles).toHaveCount(config.items!.length);
  const expected = GRID_NAVIGATION_RATIOS[config.columns!];
  const boxes = await boxesOf(tiles);
  for (const box of boxes) {
    expect(Math.abs(box.width / box.height - expected) / expected).toBeLessThanOrEqual(TOLERANCE);
  }
  // Three to a row: the first three share a top edge, the fourth starts the next row.
  expect(new Set(boxes.slice(0, 3).map((box) => Math.round(box.y))).size).toBe(1);
  expect(boxes[3]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height);
});
