import { expect, test } from '../sharedPage';
import { boxesOf, keepForReview, pictureLoaded, terminalOf } from '../ui';

const CATEGORIES = ['Organisers', 'Strategic partners', 'Media partners'];

test('each category shows its heading and logos, six to a row on desktop and three on phones', async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  await page.goto('/site/?siteId=9101');
  const module = page.locator('[data-module-type="partners"]');
  await module.scrollIntoViewIfNeeded();
  for (const name of CATEGORIES) await expect(module.getByRole('heading', { name, level: 3 })).toBeVisible();

  const strategic = module.getByRole('region', { name: 'Strategic partners' });
  const logos = strategic.getByRole('img');
  await expect(logos).toHaveCount(6);
  for (let index = 0; index < 6; index += 1) await expect(logos.nth(index)).toBeVisible();
  await pictureLoaded(logos.first());

  const tiles = strategic.getByRole('listitem');
  const perRow = terminal === 'pc' ? 6 : 3;
  const boxes = await boxesOf(tiles);
  const [first, lastOfRow] = [boxes[0]!, boxes[perRow - 1]!];
  expect(lastOfRow.y).toBeCloseTo(first.y, 0);
  if (perRow < 6) expect(boxes[perRow]!.y).toBeGreaterThan(first.y + first.height - 1);
  expect(first.height).toBeGreaterThanOrEqual(44);

  await expect(strategic.getByRole('link', { name: 'Lotus Bank' })).toHaveAttribute('href', 'https://example.org/lotus');
  await keepForReview(module, `partners-${terminal}.png`);
});

test('the more button opens the partner list page of this event @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const more = page.locator('[data-module-type="partners"] a.module-more');
  const href = new URL((await more.getAttribute('href'))!, page.url());
  expect(href.pathname).toBe('/site/pages/partners/index');
  expect(href.searchParams.get('bventId')).toBe('9001');
  expect(href.searchParams.get('pageId')).toBe('910101');
  expect(href.searchParams.get('siteId')).toBe('9101');
});
