import { exhibitionScheduleExamples } from '../../../src/modules/exhibitionSchedule/example';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../sharedPage';
import { boxesOf } from '../ui';

const items = exhibitionScheduleExamples['en-US'].config!.items!;

test('the expo schedule reads day by day, with time range and hall, each entry linking to its detail route @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const agenda = page.locator('[data-module-type="exhibitionSchedule"]');
  await agenda.scrollIntoViewIfNeeded();
  await expect(agenda.getByRole('heading', { level: 3 })).toHaveText(['Thursday, October 22', 'Friday, October 23', 'Saturday, October 24', 'Sunday, October 25']);
  await expect(agenda.locator('[data-entry-id]')).toHaveCount(items.length);

  const franchise = agenda.locator('[data-entry-id="9104"]');
  await expect(franchise).toContainText('10:00–18:00');
  await expect(franchise).toContainText('Hall C');
  const link = franchise.getByRole('link', { name: 'Macao Franchise Expo' });
  await expect(link).toHaveAttribute('href', '/site/pages/exhibitionSchedule/detail?siteId=9101&pageId=910101&moduleId=91010106&id=9104');
  await link.focus();
  await expect(link).toBeFocused();
});

test('"More" opens the exhibition schedule list page @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const more = page.locator('[data-module-type="exhibitionSchedule"] header').getByRole('link', { name: 'More' });
  await expect(more).toHaveAttribute('href', /^\/site\/pages\/exhibitionSchedule\/index\?(?=.*bventId=9001)/);
});

/** The first two days' boxes on the kitchen-sink page. */
async function firstTwoDays(page: Page) {
  await page.goto('/site/?siteId=9101');
  const days = page.locator('[data-module-type="exhibitionSchedule"] section');
  await days.first().scrollIntoViewIfNeeded();
  const [first, second] = await boxesOf(days, [0, 1]);
  return [first!, second!] as const;
}

test('days sit side by side on desktop @desktop', async ({ page }) => {
  const [first, second] = await firstTwoDays(page);
  expect(second.x).toBeGreaterThan(first.x + first.width - 1);
  expect(Math.abs(second.y - first.y)).toBeLessThan(1);
});

test('days stack on phones @mobile', async ({ page }) => {
  const [first, second] = await firstTwoDays(page);
  expect(second.y).toBeGreaterThan(first.y + first.height - 1);
});

test('axe finds nothing serious in the module', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  await expect(page.locator('[data-module-type="exhibitionSchedule"] [data-entry-id]')).not.toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('[data-module-type="exhibitionSchedule"]').analyze();
  expect(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});
