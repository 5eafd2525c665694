// On localhost (spec section 9: a cookie-helper host) login and the cookie watch go through the
// hidden cookie-helper frame loaded from the SSO site's cookie.html (spec section 7).
import { expect, test } from '../support';
import { DEMO, LOGIN_PAGE, navButton, SITE_HOME } from './cookieSession';

test('on localhost the login goes through cookie.html in a hidden frame, and the cookie watch too @desktop', async ({ page, context, baseURL }) => {
  const local = baseURL!.replace('127.0.0.1', 'localhost');
  const helperLoaded = page.waitForRequest((request) => request.url() === `${local}/cookie.html`);
  await page.goto(`${local}${LOGIN_PAGE}`);
  await page.getByLabel('Account', { exact: true }).fill(DEMO.userName);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const login = page.waitForRequest((request) => request.url().endsWith('/api/session/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await helperLoaded;
  // The call is the frame's, not the page's.
  expect((await login).frame().url()).toBe(`${local}/cookie.html`);
  // The login page hands over to the home in a new document: the name there means its own
  // cookie watch has started with the session (a cookie gone before that start is an ended
  // session, dropped quietly rather than sent to the login page).
  await expect(page).toHaveURL(`${local}${SITE_HOME}`);
  await expect(navButton(page, DEMO.name)).toBeVisible();
  await expect(page.locator('iframe[title="cookie helper"]')).toBeHidden();

  await context.clearCookies();
  // How soon is cookie.spec.ts's to prove, under the page's clock; here it is that the frame's check notices at all.
  await expect(page).toHaveURL(/\/site\/pages\/login\/index\?siteId=4001&redirect=/);
});
