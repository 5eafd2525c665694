import { expect, expectNoSeriousA11yViolations, test } from './support';
import { texts } from './ui';

test('the personal centre asks a signed-out visitor to log in, with a sign-in action and no account data @desktop', async ({ page }) => {
  await page.goto('/site/pages/personal/index');
  await expect(page.getByRole('heading', { level: 1, name: texts.nav.personalCenter })).toBeVisible();
  const prompt = page.getByRole('status').filter({ hasText: texts.errors.notLoggedIn });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: texts.nav.login })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My services' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the bottom navigation reaches the personal centre @mobile', async ({ page }) => {
  await page.goto('/site/');
  await page.getByRole('navigation', { name: texts.nav.bottom }).getByRole('link', { name: texts.nav.personalCenter }).click();
  await expect(page).toHaveURL(/\/site\/pages\/personal\/index/);
  await expect(page.getByRole('button', { name: texts.nav.login })).toBeVisible();
});
