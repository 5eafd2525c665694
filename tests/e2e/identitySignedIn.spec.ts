import personal from '../../src/identity/locales/en-US.json' with { type: 'json' };
import { PROVIDER_FAVICON } from './auth/strongSupport';
import { detailOf } from './fixtureData';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './support';
import { texts } from './ui';

// Signed in through the embedded provider's login form, as each demo account (preview/server/oidc/accounts.ts).
const DEMO = { userName: 'demo', password: 'demo1234', name: 'Demo Visitor' };
const ATTENDEE = { userName: 'attendee', password: 'attendee1234', name: 'Ada Attendee' };
type Account = typeof DEMO;

const ABOUT = '100105';
const PROGRAMME = '200102';
const RESTRICTED = { exhibitors: '10010590', attendees: '10010591', signedIn: '10010592' };

test.use({ allowedConsoleErrors: [PROVIDER_FAVICON] });

/** From the personal centre's own sign-in action, through the provider's form, back signed in. */
async function signInAs(page: Page, account: Account) {
  await page.goto('/site/pages/personal/index');
  await page.getByRole('status').getByRole('button', { name: texts.nav.login }).click();
  await page.locator('#username').fill(account.userName);
  await page.locator('#password').fill(account.password);
  await page.locator('button.primary[type="submit"]').click();
  await expect(page.getByRole('heading', { level: 2, name: account.name })).toBeVisible();
}

const entries = (page: Page) =>
  page
    .getByRole('navigation', { name: personal.entries })
    .getByRole('link')
    .evaluateAll((links: Element[]) => links.map((link) => [link.getAttribute('data-entry'), new URL(link.getAttribute('href')!, location.href).searchParams.get('cc')]));

async function restrictedShown(page: Page) {
  await page.goto(`/site/pages/index/index?pageId=${ABOUT}`);
  await page.locator(`[id="${detailOf(ABOUT, 'pc').modules.at(-1)!.id}"]`).waitFor();
  return page.locator('[data-module-type]').evaluateAll((nodes: Element[], ids: string[]) => nodes.map((node) => node.id).filter((id) => ids.includes(id)), Object.values(RESTRICTED));
}

test('demo: exhibitor and audience in the expo, their centres with cc, every restricted module @desktop', async ({ page }) => {
  await signInAs(page, DEMO);
  const identities = page.getByRole('region', { name: personal.identities }).getByRole('listitem');
  await expect(identities).toHaveCount(2);
  await expect(identities.nth(0)).toContainText(personal.role.Exhibition);
  await expect(identities.nth(1)).toContainText(personal.role.audience);
  expect(await entries(page)).toEqual([
    // The event's own points mall first, in this tab: no channel code to carry.
    ['pointsMall', null],
    ['exhibitorCentre', 'MITE-WEB'],
    ['audienceCentre', 'MITE-WEB'],
    ['eTicket', 'MITE-WEB'],
    ['eventMobile', 'MITE-WEB'],
  ]);
  await expectNoSeriousA11yViolations(page);
  expect(await restrictedShown(page)).toEqual([RESTRICTED.exhibitors, RESTRICTED.attendees, RESTRICTED.signedIn]);
});

test('signing out takes the restricted modules and the centre away @desktop', async ({ page }) => {
  await signInAs(page, DEMO);
  await page.getByRole('button', { name: personal.signOut }).click();
  // The provider ends the session and sends the visitor to the site's home, signed out.
  await page.waitForURL(/\/site\/$/);
  expect(await restrictedShown(page)).toEqual([]);
  await page.goto('/site/pages/personal/index');
  await expect(page.getByText(texts.errors.notLoggedIn)).toBeVisible();
  await expect(page.getByText(DEMO.name)).toHaveCount(0);
});

test('attendee with an unpaid registration: no e-ticket, only the signed-in module; the attendee-only page opens @desktop', async ({ page }) => {
  await signInAs(page, ATTENDEE);
  await expect(page.getByRole('region', { name: personal.identities })).toContainText(personal.status.Unpaid);
  expect(await entries(page)).toEqual([
    ['pointsMall', null],
    ['audienceCentre', 'MITE-WEB'],
    ['eventMobile', 'MITE-WEB'],
  ]);
  expect(await restrictedShown(page)).toEqual([RESTRICTED.signedIn]);

  await page.goto(`/site/pages/index/index?pageId=${PROGRAMME}&siteId=2001`);
  await expect(page.locator('[data-module-type]').first()).toBeVisible();
  await expect(page.locator('[data-access-state]')).toHaveCount(0);
});

test('demo holds no identity in the conference: its attendee-only page says so @desktop', async ({ page }) => {
  await signInAs(page, DEMO);
  await page.goto(`/site/pages/index/index?pageId=${PROGRAMME}&siteId=2001`);
  await expect(page.getByRole('status', { name: personal.access.notParticipant })).toBeVisible();
  await expect(page.locator('[data-module-type]')).toHaveCount(0);
});

test('on a phone, a signed-in attendee reaches their centre from the bottom navigation @mobile', async ({ page }) => {
  await signInAs(page, ATTENDEE);
  await page.goto('/site/');
  await page.getByRole('navigation', { name: texts.nav.bottom }).getByRole('link', { name: texts.nav.personalCenter }).click();
  await expect(page.getByRole('heading', { level: 2, name: ATTENDEE.name })).toBeVisible();
  expect(await entries(page)).toEqual([
    ['pointsMall', null],
    ['audienceCentre', 'MITE-WEB'],
    ['eventMobile', 'MITE-WEB'],
  ]);
  await expectNoSeriousA11yViolations(page);
});
