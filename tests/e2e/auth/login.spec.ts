// Every login type sends exactly the parameters of spec section 3 ("Login parameters by type"),
// topOrgId included (the site's orgId), and each opens a session on the replay SSO.
import type { Page } from '@playwright/test';
import { DEMO_AUTH_CODE, DEMO_EMAIL, DEMO_MOBILE, DEMO_OAUTH, SLIDER_SOLVED } from '../../../preview/server/sso/demoLogins';
import { DEMO_ACCOUNTS } from '../../../preview/server/oidc/accounts';
import { expect, test } from '../support';
import { COOKIE_SITE, DEMO, LOGIN_PAGE, navButton, TOP_ORG_ID } from './cookieSession';

const loginRequest = (page: Page) => page.waitForRequest((request) => request.url().endsWith('/api/session/login') && request.method() === 'POST');

/** Sends the form and returns the body the SSO received; the visitor lands signed in. */
async function sendForm(page: Page): Promise<unknown> {
  const sent = loginRequest(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  const request = await sent;
  await expect(navButton(page, /Demo Visitor|Ada Attendee/)).toBeVisible();
  expect(request.headers()['x-lang']).toBe('en-US');
  return request.postDataJSON();
}

test.describe('login payloads @desktop', () => {
  test('account: userName, password', async ({ page }) => {
    await page.goto(LOGIN_PAGE);
    await page.getByLabel('Account', { exact: true }).fill(DEMO.userName);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    expect(await sendForm(page)).toStrictEqual({ userName: DEMO.userName, password: DEMO.password, topOrgId: TOP_ORG_ID });
  });

  test('slider: userName, password, sliderValidationParameter', async ({ page }) => {
    await page.goto(LOGIN_PAGE);
    await page.getByRole('radio', { name: 'Password and slider' }).check();
    await page.getByLabel('Account', { exact: true }).fill(DEMO.userName);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('slider', { name: 'Slide to verify' }).fill('100');
    expect(await sendForm(page)).toStrictEqual({
      userName: DEMO.userName,
      password: DEMO.password,
      sliderValidationParameter: SLIDER_SOLVED,
      topOrgId: TOP_ORG_ID,
    });
  });

  test('email: email, authCode', async ({ page }) => {
    await page.goto(LOGIN_PAGE);
    await page.getByRole('radio', { name: 'Email code' }).check();
    await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
    await page.getByLabel('Verification code').fill(DEMO_AUTH_CODE);
    expect(await sendForm(page)).toStrictEqual({ email: DEMO_EMAIL, authCode: DEMO_AUTH_CODE, topOrgId: TOP_ORG_ID });
  });

  test('phone: mobile, authCode', async ({ page }) => {
    await page.goto(`${LOGIN_PAGE}&method=phone`);
    await page.getByLabel('Mobile number').fill(DEMO_MOBILE);
    await page.getByLabel('Verification code').fill(DEMO_AUTH_CODE);
    expect(await sendForm(page)).toStrictEqual({ mobile: DEMO_MOBILE, authCode: DEMO_AUTH_CODE, topOrgId: TOP_ORG_ID });
  });

  const autoLogins = [
    ['oauth', `businessId=${DEMO_OAUTH.businessId}&loginCode=${DEMO_OAUTH.loginCode}`, { businessId: DEMO_OAUTH.businessId, loginCode: DEMO_OAUTH.loginCode }],
    ['uId', `accountId=${DEMO.sub}&userCode=${DEMO_AUTH_CODE}`, { accountId: DEMO.sub, userCode: DEMO_AUTH_CODE }],
    [
      'registerToLogin',
      `type=registerToLogin&userCode=${DEMO_AUTH_CODE}&accountId=${DEMO_ACCOUNTS[1]!.sub}`,
      { userCode: DEMO_AUTH_CODE, accountId: DEMO_ACCOUNTS[1]!.sub },
    ],
  ] as const;
  for (const [type, query, expected] of autoLogins) {
    test(`${type} through autoLogin: ${Object.keys(expected).join(', ')}`, async ({ page }) => {
      const sent = loginRequest(page);
      await page.goto(`/site/pages/login/autoLogin?siteId=${COOKIE_SITE}&${query}`);
      expect((await sent).postDataJSON()).toStrictEqual({ ...expected, topOrgId: TOP_ORG_ID });
      await expect(page).toHaveURL(new RegExp(`/site/pages/index/index\\?siteId=${COOKIE_SITE}$`));
      await expect(navButton(page, /Demo Visitor|Ada Attendee/)).toBeVisible();
    });
  }
});

test.describe('login page variants @desktop', () => {
  test('autoLogin with a refused code shows the server message and offers the form', async ({ page }) => {
    await page.goto(`/site/pages/login/autoLogin?siteId=${COOKIE_SITE}&accountId=${DEMO.sub}&userCode=000000`);
    await expect(page.getByRole('alert')).toHaveText('用户码无效');
    await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  });

  test('autoLogin without its parameters says the link is incomplete and calls nothing', async ({ page }) => {
    let called = false;
    page.on('request', (request) => void (request.url().includes('/api/session/login') && (called = true)));
    await page.goto(`/site/pages/login/autoLogin?siteId=${COOKIE_SITE}&accountId=${DEMO.sub}`);
    await expect(page.getByRole('alert')).toHaveText('This sign-in link is incomplete.');
    expect(called).toBe(false);
  });

  test('mp-account offers account and password only', async ({ page }) => {
    await page.goto(`/site/pages/login/mp-account?siteId=${COOKIE_SITE}`);
    await expect(page.getByRole('heading', { name: 'Log in with your account' })).toBeVisible();
    await expect(page.getByRole('radio')).toHaveCount(0);
    await page.getByLabel('Account', { exact: true }).fill(DEMO.userName);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    expect(await sendForm(page)).toStrictEqual({ userName: DEMO.userName, password: DEMO.password, topOrgId: TOP_ORG_ID });
  });

  test('signPath lists the methods; each opens the form on it, keeping the return address', async ({ page }) => {
    await page.goto(`/site/pages/login/signPath/index?siteId=${COOKIE_SITE}&redirect=%2Fsite%2Fpages%2Fpersonal%2Findex`);
    await expect(page.getByRole('heading', { name: 'Choose how to sign in' })).toBeVisible();
    await expect(page.locator('section[aria-labelledby="login-title"]').getByRole('listitem')).toHaveCount(4);
    await page.getByRole('link', { name: 'Phone code' }).click();
    await expect(page).toHaveURL(/\/site\/pages\/login\/index\?siteId=4001&method=phone&redirect=%2Fsite%2Fpages%2Fpersonal%2Findex/);
    await expect(page.getByRole('radio', { name: 'Phone code' })).toBeChecked();
  });

  test('h5login?pageId names the site: the login form of site 4002, in its language', async ({ page }) => {
    await page.goto('/site/pages/login/h5login?pageId=4002');
    await expect(page).toHaveURL(/\/site\/pages\/login\/index\?siteId=4002/);
    await expect(page.getByRole('heading', { name: 'Iniciar sessão' })).toBeVisible();
    await page.getByLabel('Conta', { exact: true }).fill(DEMO.userName);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(DEMO.password);
    const sent = loginRequest(page);
    await page.getByRole('button', { name: 'Entrar' }).click();
    expect((await sent).headers()['x-lang']).toBe('pt-PT');
  });
});
