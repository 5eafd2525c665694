import type { RunningServer } from '../../../preview/server/server';
import { expect, test } from '../support';
import { accountButton, oidcTexts, PROVIDER_FAVICON, signIn, startStrongServer, storedUsers } from './strongSupport';

// Tokens for 70 s: the expiring notice (60 s before) comes 10 s after each sign-in or renewal.
const TOKEN_TTL = 70;
let server: RunningServer;
test.use({ allowedConsoleErrors: [PROVIDER_FAVICON] });

test.beforeAll(async () => {
  server = await startStrongServer(TOKEN_TTL);
});
test.afterAll(() => server?.close());

test('signing in with demo/demo1234 from the login button returns to the page signed in, with the name @desktop', async ({ page }) => {
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  expect(page.url()).toBe(`${server.url}/site/`);
  expect(await storedUsers(page)).toHaveLength(1);
});

test('sign-in returns to the address the visitor was on @desktop', async ({ page }) => {
  const start = `${server.url}/site/pages/personal/index`;
  await signIn(page, start);
  await expect(accountButton(page)).toBeVisible();
  expect(page.url()).toBe(start);
});

test('the account menu signs out by keyboard: back on the site, signed out, no user stored @desktop', async ({ page }) => {
  await signIn(page, `${server.url}/site/`);
  await accountButton(page).focus();
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('button', { name: oidcTexts.account.signOut });
  await expect(signOut).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signOut).toBeHidden();
  await expect(accountButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await signOut.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${server.url}/site/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedUsers(page)).toEqual([]);
});

test('the token is renewed silently before it expires, again and again, and stays the same account @desktop', async ({ page }) => {
  test.setTimeout(90_000);
  const tokenCalls: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/oidc/token') tokenCalls.push(Date.now());
  });
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  const firstExpiry = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'))!)!).expires_at as number);
  // One sign-in, then two renewals (10 s apart): within 35 s.
  await expect.poll(() => tokenCalls.length, { timeout: 35_000, intervals: [1000] }).toBeGreaterThanOrEqual(3);
  const laterExpiry = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'))!)!).expires_at as number);
  expect(laterExpiry).toBeGreaterThan(firstExpiry);
  await expect(accountButton(page)).toBeVisible();
  expect(await storedUsers(page)).toHaveLength(1);
});
