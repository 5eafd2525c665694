import type { RunningServer } from '../../../preview/server/server';
import { expect, expectNoSeriousA11yViolations, test } from '../support';
import { menu, terminalOf } from '../ui';
import loginTexts from '../../../src/pages/login/locales/en-US.json' with { type: 'json' };
import { accountButton, DEMO, fillProviderLogin, oidcTexts, PROVIDER_FAVICON, SIGN_IN_LABEL, signIn, startStrongServer, storedUsers } from './strongSupport';

// Tokens for 70 s: the expiring notice (60 s before) comes 10 s after each sign-in or renewal.
const TOKEN_TTL = 70;
let server: RunningServer;
test.use({ allowedConsoleErrors: [PROVIDER_FAVICON] });

test.beforeAll(async () => {
  server = await startStrongServer(TOKEN_TTL);
});
test.afterAll(() => server?.close());

test('signing in with demo/demo1234 from the login button returns to the page signed in, with the name', async ({ page, allowConsoleErrors }, testInfo) => {
  allowConsoleErrors(/status of 401/);
  const terminal = terminalOf(testInfo);
  await signIn(page, `${server.url}/site/`, terminal);
  await page.waitForURL(`${server.url}/site/`);
  await expect((await menu(page, terminal)).getByRole('button', { name: oidcTexts.account.menu.replace('{{name}}', DEMO.name) })).toBeVisible();
  expect(await storedUsers(page)).toHaveLength(1);
  await accountButton(page).click();
  await expect(page.getByRole('button', { name: oidcTexts.account.signOut })).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  await expectNoSeriousA11yViolations(page);
  // The gateway takes the real access token for a call marked auth, and refuses the call without it.
  const statuses = await page.evaluate(async () => {
    const user = JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'))!)!) as { access_token: string };
    const call = (headers: Record<string, string>) => fetch('/api/UserResource/AccountUser/v1/Info', { headers }).then((response) => response.status);
    return [await call({ Authorization: `Bearer ${user.access_token}` }), await call({})];
  });
  expect(statuses[0]).not.toBe(401);
  expect(statuses[1]).toBe(401);
});

test('a tap on sign-in before the sign-in code has come is kept: once it has, the visitor goes on to the provider @desktop', async ({ page }) => {
  // The sign-in mode's code is held back: the page is up, its button drawn, nothing can sign in yet.
  let release!: () => void;
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/site\/assets\/driver-[^/]+\.js$/, async (route) => {
    asked = true;
    await codeHeld;
    await route.continue();
  });
  await page.goto(`${server.url}/site/`);
  await expect.poll(() => asked).toBe(true);
  await page.getByRole('banner').getByRole('button', { name: SIGN_IN_LABEL }).click();
  await expect(page).toHaveURL(`${server.url}/site/`);
  release();
  await fillProviderLogin(page);
  await page.waitForURL(`${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
});

test('a visitor already signed in at the SSO is signed in through the hidden SSO frame, without the login page @desktop', async ({ page }) => {
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  // A new tab has its own session storage: signed out here, still signed in at the SSO.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${server.url}/site/pages/personal/index`);
  // Listen once the page has started (its router settles the address while it loads).
  const signInButton = page.getByRole('banner').getByRole('button', { name: SIGN_IN_LABEL });
  await expect(signInButton).toBeVisible();
  const mainPages: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) mainPages.push(frame.url());
  });
  await signInButton.click();
  await expect(accountButton(page)).toBeVisible();
  expect(mainPages).toEqual([]);
  expect(await storedUsers(page)).toHaveLength(1);
  await expect(page.locator('iframe[name^="sso-"]')).toHaveCount(0);
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
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  // The provider ends its session in a popup of the spec's size, which closes itself (code 0); then the page goes to the site.
  const window = await popup;
  expect(window.viewportSize() ?? (await window.evaluate(() => ({ width: innerWidth, height: innerHeight })))).toEqual({ width: 500, height: 500 });
  await window.waitForEvent('close');
  await page.waitForURL(`${server.url}/site/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedUsers(page)).toEqual([]);
});

test('where no popup may open, signing out ends the provider\'s session by redirect and comes back to the site @desktop', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await signIn(page, `${server.url}/site/`);
  await accountButton(page).click();
  const ended = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/oidc/session/end');
  await page.getByRole('button', { name: oidcTexts.account.signOut }).click();
  expect(new URL((await ended).url()).searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/site/`);
  await page.waitForURL(`${server.url}/site/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await storedUsers(page)).toEqual([]);
});

test('the token is renewed silently before it expires, again and again, and stays the same account @desktop', async ({ page }) => {
  // The provider's tokens expire in real time (70 s): no page clock can hurry them.
  test.setTimeout(150_000);
  const tokenCalls: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/oidc/token') tokenCalls.push(Date.now());
  });
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  const firstExpiry = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'))!)!).expires_at as number);
  // One sign-in, then two renewals, 10 s apart: 20 s on a quiet machine, with room for a busy one.
  await expect.poll(() => tokenCalls.length, { timeout: 90_000, intervals: [1000] }).toBeGreaterThanOrEqual(3);
  const laterExpiry = await page.evaluate(() => JSON.parse(sessionStorage.getItem(Object.keys(sessionStorage).find((key) => key.startsWith('oidc.user:'))!)!).expires_at as number);
  expect(laterExpiry).toBeGreaterThan(firstExpiry);
  await expect(accountButton(page)).toBeVisible();
  expect(await storedUsers(page)).toHaveLength(1);
});

test('a renewal that times out is unknown, not a sign-out: the visitor stays signed in and a later attempt renews @desktop', async ({ page }) => {
  test.setTimeout(120_000);
  let tokenCalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/oidc/token') tokenCalls += 1;
  });
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  expect(tokenCalls).toBe(1);
  // The renewal frame's request to the provider is held: each attempt times out after 10 s.
  const held = (url: URL) => url.pathname === '/oidc/auth' && url.searchParams.get('prompt') === 'none';
  let heldAttempts = 0;
  await page.route(held, () => {
    heldAttempts += 1;
  });
  // A second attempt starts only after the first has timed out: the visitor has lived through one.
  await expect.poll(() => heldAttempts, { timeout: 60_000, intervals: [1000] }).toBeGreaterThanOrEqual(2);
  expect(tokenCalls).toBe(1);
  await expect(accountButton(page)).toBeVisible();
  await expect(page.getByTestId('sign-in-error')).toHaveCount(0);
  expect(await storedUsers(page)).toHaveLength(1);
  await page.unroute(held);
  // A later attempt (backoff 2 s, then 4 s) goes through.
  await expect.poll(() => tokenCalls, { timeout: 40_000, intervals: [1000] }).toBeGreaterThanOrEqual(2);
  await expect(accountButton(page)).toBeVisible();
});

test('the login page whose provider cannot be reached says sign-in failed, and its retry signs in once it can @desktop', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Sign-in could not start|ERR_FAILED|Failed to load resource/);
  await page.route('**/.well-known/openid-configuration', (route) => route.abort());
  await page.goto(`${server.url}/site/pages/login/index`);
  const card = page.locator('#main');
  await expect(card.getByRole('alert')).toHaveText(loginTexts.failed);
  await page.unroute('**/.well-known/openid-configuration');
  await card.getByRole('button', { name: loginTexts.strongRetry }).click();
  await fillProviderLogin(page);
  await expect(accountButton(page)).toBeVisible();
});
