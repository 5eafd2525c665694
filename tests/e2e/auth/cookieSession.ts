// Shared by the cookie-mode specs: the cookie-conference site (loginStrong false) and a sign-in.
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../preview/server/oidc/accounts';
import { expect } from '../support';

export const COOKIE_SITE = '4001';
export const SITE_HOME = `/site/pages/index/index?siteId=${COOKIE_SITE}`;
export const LOGIN_PAGE = `/site/pages/login/index?siteId=${COOKIE_SITE}`;
/** The cookie-conference site's orgId, sent as topOrgId with every login. */
export const TOP_ORG_ID = '5301';
export const DEMO = DEMO_ACCOUNTS[0]!;

/** The navigation's login button, which names the visitor once signed in. */
/** The navigation's sign-in link, or the signed-in visitor's account button. */
export const navButton = (page: Page, name: string | RegExp) => {
  const banner = page.getByRole('banner');
  return banner.getByRole('link', { name }).or(banner.getByRole('button', { name }));
};

/** Signs in with the demo account through the form and waits for home to confirm the session. */
export async function signInWithPassword(page: Page, from = LOGIN_PAGE): Promise<void> {
  await page.goto(from);
  await page.getByLabel('Account', { exact: true }).fill(DEMO.userName);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  const checked = page.waitForResponse((response) => response.url().includes('/api/session/checksession'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await checked;
  await expect(navButton(page, DEMO.name)).toBeVisible();
}

export const storedSession = (page: Page) => page.evaluate(() => sessionStorage.getItem('minisite.cookieSession'));
