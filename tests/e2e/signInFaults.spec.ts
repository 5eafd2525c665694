// The sign-in rows of the fault matrix (issue 13): every call the two sign-in modes make, at the
// moment they make it, answered with each fault kind in turn, in Portuguese. A visitor must never
// be left on a blank page, an endless "signing you in" or English words; a failure says so in
// their language, and once the fault is gone the same steps (retry, submit again, reload) sign
// them in, or find them still signed in: a passing fault never signs a visitor out. The default
// run meets each moment with one kind, rotated; every kind at each moment is a unit test, with the
// mode's own code and the fault at the network edge: the provider's calls in oidcDriver.test.ts
// ("every fault kind on the provider"), the session cookie's in cookieFaults.test.ts, the user
// record's reading in faultKinds.test.ts. `npm run test:faults` runs every cell in a page of its own.
import type { Page } from '@playwright/test';
import loginPt from '../../src/pages/login/locales/pt-PT.json' with { type: 'json' };
import navPt from '../../src/i18n/locales/pt-PT/nav.json' with { type: 'json' };
import oidcPt from '../../src/i18n/locales/pt-PT/oidc.json' with { type: 'json' };
import { DEMO as COOKIE_DEMO, navButton } from './auth/cookieSession';
import { DEMO, fillProviderLogin, ownStrongServer, PROVIDER_FAVICON } from './auth/strongSupport';
import { expectTranslated, FAULT_CONSOLE_ERRORS, FAULTS, type Fault, inPortuguese, LANGUAGE, placeFault, settled, shortenRequestLimit } from './faultMatrix';
import { siteIn } from './routesServed';
import { expect, test } from './support';

const server = ownStrongServer();
// A failed sign-in and a failed user record are reported by the product, beside the browser's lines.
test.use({ allowedConsoleErrors: [...FAULT_CONSOLE_ERRORS, PROVIDER_FAVICON, /Sign-in/, /sign-in/, '[identity]'] });
test.describe.configure({ mode: 'parallel' });

const FULL = Boolean(process.env.FAULT_MATRIX);
const expo = siteIn('demo-expo', LANGUAGE);
const cookieSite = siteIn('cookie-conference', LANGUAGE);
const strongLogin = () => `${server().url}/site/pages/login/index?siteId=${expo}`;
const strongHome = () => `${server().url}/site/?siteId=${expo}`;
const cookieLogin = `/site/pages/login/index?siteId=${cookieSite}`;
const cookieHome = `/site/pages/index/index?siteId=${cookieSite}`;

const strongSignedIn = (page: Page) => page.getByRole('button', { name: oidcPt.account.menu.replace('{{name}}', DEMO.name) });
const cookieSignedIn = (page: Page) => navButton(page, COOKIE_DEMO.name);

async function submitCookieForm(page: Page) {
  await page.getByLabel(loginPt.userName, { exact: true }).fill(COOKIE_DEMO.userName);
  await page.getByLabel(loginPt.password, { exact: true }).fill(COOKIE_DEMO.password);
  await page.getByRole('button', { name: loginPt.submit, exact: true }).click();
}

/**
 * A sign-in by the form ends with a full load of the return address, which starts after the
 * navigation already shows the visitor signed in: the steps after wait for that load rather than
 * race it (a test's own page.goto was once cut short by it).
 */
const landedFromLogin = (page: Page) => page.waitForURL((url) => !url.pathname.endsWith('/pages/login/index'));

interface Moment {
  /** The call, as the matrix's titles name it. */
  call: string;
  /** Which requests are that call. */
  matches: (url: URL) => boolean;
  /** The steps before the fault is placed (a sign-in already made, the provider's form reached). */
  before: (page: Page) => Promise<void>;
  /** The step the fault meets. */
  act: (page: Page) => Promise<void>;
  /** The fault shows as a failure on screen (sign-in steps), or may pass unseen (a load that finds the visitor signed in). */
  shows: boolean;
  /** Once the fault is gone: the visitor's next step (retry, submit again, reload). */
  recover: (page: Page) => Promise<void>;
  mode: SignInMode;
}

/** How a mode looks signed in, and how a visitor whose session a refusal ended signs in again. */
interface SignInMode {
  signedIn: (page: Page) => ReturnType<Page['locator']>;
  signInAgain: (page: Page) => Promise<void>;
}

const path = (wanted: string) => (url: URL) => url.pathname === wanted;
const DISCOVERY = '/oidc/.well-known/openid-configuration';

/** A fresh strong sign-in up to the provider's form. */
async function atProviderForm(page: Page) {
  await page.goto(strongLogin());
  await expect(page.locator('#username')).toBeVisible({ timeout: 20_000 });
}

async function strongSignIn(page: Page) {
  await atProviderForm(page);
  await fillProviderLogin(page);
  await expect(strongSignedIn(page)).toBeVisible({ timeout: 20_000 });
}

/**
 * The form signs the visitor in, unless the session turns out to be there still (the page says
 * so, not the form): the form is used only once the card has settled, since until the cookie mode
 * has looked, a stored session may still replace it.
 */
async function cookieSignIn(page: Page) {
  await page.goto(cookieLogin);
  await expect(page.locator('[aria-labelledby="login-title"]')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  const form = page.getByLabel(loginPt.userName, { exact: true });
  if (await form.isVisible()) {
    await submitCookieForm(page);
    await landedFromLogin(page);
  }
  await expect(cookieSignedIn(page)).toBeVisible({ timeout: 20_000 });
}

/** The navigation's sign-in entry: the visitor is signed out. */
const signedOut = (page: Page) => {
  const banner = page.getByRole('banner');
  return banner.getByRole('button', { name: navPt.login, exact: true }).or(banner.getByRole('link', { name: navPt.login, exact: true }));
};

/**
 * Signing in again with the provider: its form, unless the provider still knows the visitor from
 * the attempt the fault broke (then it answers at once).
 */
async function throughProvider(page: Page, signedIn: ReturnType<Page['locator']>) {
  const form = page.locator('#username');
  await expect(form.or(signedIn)).toBeVisible({ timeout: 20_000 });
  if (await form.isVisible()) await fillProviderLogin(page);
}

/** The login page's retry after a failure (its sign-in button), else the login page anew. */
async function retryStrong(page: Page) {
  const retry = page.locator('#main').getByRole('button', { name: loginPt.strongRetry, exact: true });
  if (await retry.isVisible()) await retry.click();
  else await page.goto(strongLogin());
  await throughProvider(page, strongSignedIn(page));
}

const STRONG: SignInMode = { signedIn: strongSignedIn, signInAgain: retryStrong };
const COOKIE: SignInMode = { signedIn: cookieSignedIn, signInAgain: cookieSignIn };

const MOMENTS: Moment[] = [
  {
    call: `discovery (${DISCOVERY}) as sign-in starts`,
    matches: path(DISCOVERY),
    before: async () => undefined,
    act: (page) => page.goto(strongLogin()).then(() => undefined),
    shows: true,
    recover: retryStrong,
    mode: STRONG,
  },
  ...[DISCOVERY, '/oidc/token', '/oidc/jwks'].map(
    (call): Moment => ({
      call: `${call} on the callback`,
      matches: path(call),
      before: atProviderForm,
      act: fillProviderLogin,
      shows: true,
      recover: retryStrong,
      mode: STRONG,
    }),
  ),
  ...[DISCOVERY, '/oidc/jwks', '/api/UserResource/AccountUser/v1/Info'].map(
    (call): Moment => ({
      call: `${call} as a signed-in visitor's page loads (OpenID Connect)`,
      matches: path(call),
      before: strongSignIn,
      act: (page) => page.goto(strongHome()).then(() => undefined),
      shows: false,
      recover: (page) => page.reload().then(() => undefined),
      mode: STRONG,
    }),
  ),
  {
    call: '/api/session/login from the form',
    matches: path('/api/session/login'),
    before: (page) => page.goto(cookieLogin).then(() => undefined),
    act: submitCookieForm,
    shows: true,
    recover: async (page) => {
      await page.getByRole('button', { name: loginPt.submit, exact: true }).click();
      await landedFromLogin(page);
    },
    mode: COOKIE,
  },
  ...['/api/session/checksession', '/api/UserResource/AccountUser/v1/Info'].map(
    (call): Moment => ({
      call: `${call} as a signed-in visitor's page loads (session cookie)`,
      matches: path(call),
      before: cookieSignIn,
      act: (page) => page.goto(cookieHome).then(() => undefined),
      shows: false,
      recover: (page) => page.reload().then(() => undefined),
      mode: COOKIE,
    }),
  ),
];

/** The provider's replies are not the gateway's envelope: a homePageId names no page there. */
const faultsFor = (moment: Moment) => FAULTS.filter((fault) => fault.kind !== 'homePage' || !moment.call.includes('/oidc/'));

/**
 * One cell: `fault` on the moment's call as the visitor takes its step (its steps before already
 * taken); then the fault goes, the visitor's next step signs them in or finds them still signed in.
 */
async function meetFault(page: Page, moment: Moment, fault: Fault): Promise<void> {
  const where = `${moment.call}, ${fault.name}`;
  const placed = await placeFault(page, moment.matches, fault);
  await moment.act(page);
  // A call made after the first screen (the sign-in driver waits for it) is waited for too.
  await expect.poll(placed.answered, { message: `${where}: the call was made`, timeout: 20_000 }).toBeGreaterThan(0);
  await settled(page);
  if (moment.shows) await expect(page.getByRole('alert').filter({ hasText: /\S/ }).first(), `${where}: the failure is said`).toBeVisible();
  await expectTranslated(page, where);
  await placed.remove();
  await moment.recover(page);
  const signedIn = moment.mode.signedIn(page);
  if (fault.refuses && !moment.shows) {
    // A refusal on a load may have ended the session: then signing in again works.
    await expect(signedIn.or(signedOut(page)), where).toBeVisible({ timeout: 20_000 });
    if (await signedOut(page).isVisible()) await moment.mode.signInAgain(page);
  }
  await expect(signedIn, `${where}: signed in once the fault is gone`).toBeVisible({ timeout: 20_000 });
  await expectTranslated(page, `${where}, after`);
}

for (const [row, moment] of MOMENTS.entries()) {
  const faults = faultsFor(moment);
  for (const fault of FULL ? faults : [faults[row % faults.length]!]) {
    test(`sign-in: ${fault.name} on ${moment.call} @desktop`, async ({ page }) => {
      await inPortuguese(page);
      if (fault.kind === 'timeout') await shortenRequestLimit(page);
      await moment.before(page);
      await meetFault(page, moment, fault);
    });
  }
}
