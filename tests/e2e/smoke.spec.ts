// Proves the Playwright config, the system Chromium and the replay server work together.
import { expect, test } from './support';

test('the home page renders its main landmark', async ({ page }) => {
  await page.goto('/site/');
  await expect(page.getByRole('main')).toBeVisible();
});
