import en from '../../../src/modules/speaker/locales/en-US.json' with { type: 'json' };
import { expect, test } from '../sharedPage';
import { appLive, boxesOf, keepForReview, pictureLoaded } from '../ui';

const speakers = (page: import('@playwright/test').Page) => page.locator('[data-module-type="speaker"]');

test('eight speakers show in four columns by two lines at 1440 @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const module = speakers(page);
  const cards = module.getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(8);
  for (let index = 0; index < 8; index += 1) await expect(cards.nth(index)).toBeVisible();
  const boxes = await boxesOf(cards, [0, 3, 4]);
  // The fourth card ends the first line; the fifth starts the second, under the first.
  expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
  expect(boxes[2]!.x).toBeCloseTo(boxes[0]!.x, 0);
  expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
  await keepForReview(module, 'speaker-desktop.png');
  // Portraits load lazily, once in view, from the replay server's files.
  const portrait = cards.first().locator('img');
  await portrait.scrollIntoViewIfNeeded();
  await pictureLoaded(portrait);
});

test('the more button opens the speaker list page of this event, page and site @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const more = speakers(page).locator('a.module-more');
  await expect(more).toHaveAttribute('href', /\/site\/pages\/speaker\/index\?/);
  const href = new URL((await more.getAttribute('href'))!, page.url());
  expect(href.searchParams.get('siteId')).toBe('9101');
  expect(href.searchParams.get('bventId')).toBe('9001');
  expect(href.searchParams.get('pageId')).toBe('910101');
});

test('groups switch by keyboard, and a profile dialog opens and closes by keyboard @desktop', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  await appLive(page);
  const module = speakers(page);
  const all = module.getByRole('tab', { name: en.all });
  await all.focus();
  await page.keyboard.press('ArrowRight');
  const keynote = module.getByRole('tab', { name: 'Keynote speakers' });
  await expect(keynote).toBeFocused();
  await expect(keynote).toHaveAttribute('aria-selected', 'true');
  await expect(module.getByRole('tabpanel').getByRole('listitem')).toHaveCount(4);

  await page.keyboard.press('Tab');
  const first = module.getByRole('button', { name: /Dr\. Helena Costa/ });
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Dr. Helena Costa' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Lusophone Trade Council', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: en.close })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(first).toBeFocused();
});

test('phones show the speakers two to a line with a 44 px close button @mobile', async ({ page }) => {
  await page.goto('/site/?siteId=9101');
  const cards = speakers(page).getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(8);
  const [a, b, c] = await boxesOf(cards, [0, 1, 2]);
  expect(b!.y).toBeCloseTo(a!.y, 0);
  expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
  expect(a!.width).toBeGreaterThan(120);
  await keepForReview(speakers(page), 'speaker-mobile.png');
  await cards.nth(0).getByRole('button').tap();
  const close = page.getByRole('dialog').getByRole('button', { name: en.close });
  expect((await close.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await close.tap();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
