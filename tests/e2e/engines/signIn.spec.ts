// Sign-in in every engine, both modes, against the real provider (strong mode) and the SSO
// session API (cookie mode): WebKit keeps cookies and storage under stricter rules than Chromium,
// and a sign-in that holds in one engine may not come back, survive a reload, or renew in another.
// The first step goes through the navigation at each engine's size (lane.ts): on a phone the
// button sits in the menu sheet.
import demoSite from '../../../fixtures/demo-expo/Site/GetSiteById/1001.json' with { type: 'json' };
import nav from '../../../src/i18n/locales/en-US/nav.json' with { type: 'json' };
import oidcTexts from '../../../src/i18n/locales/en-US/oidc.json' with { type: 'json' };
import loginTexts from '../../../src/pages/login/locales/en-US.json' with { type: 'json' };
import { DEMO as COOKIE_DEMO, LOGIN_PAGE, SITE_HOME } from '../auth/cookieSession';
import { DEMO, PROVIDER_FAVICON } from '../auth/strongSupport';
import { expect, inOtherEngines, test, type Width } from './lane';
import { clickWhenShown, FIRST_LOAD, ownProviderServer, signInAtProvider } from './signInSteps';
import { addressOf, clickOn, present, type Visitor } from './visitor';

/** The demo expo's own label for its navigation's sign-in button. */
const SIGN_IN = demoSite.returnObj.componentSet.topNav.buttonGroups[0]!.loginButtonCopy;
const accountLabel = (name: string) => oidcTexts.account.menu.replace('{{name}}', name);

// Tokens of 70 s: the silent renewal starts 60 s before expiry, about 10 s after sign-in.
const server = ownProviderServer(70);

/** Where the navigation's controls live: the phone's menu sheet, opened first, or the desktop's banner. */
async function navigation(visitor: Visitor, width: Width): Promise<string> {
  if (width === 'desktop') return 'header';
  await clickWhenShown(visitor, 'header button', nav.openMenu);
  // The sheet is a popover the server writes closed into the page: open, it is in view.
  await expect.poll(() => visitor.evaluate(() => document.querySelector('[role="dialog"]:popover-open') !== null)).toBe(true);
  return '[role="dialog"]:popover-open';
}

/** Types into the input that the label saying exactly `label` names, after a real click on it. */
async function fill(visitor: Visitor, label: string, text: string): Promise<void> {
  const found = await visitor.evaluate(
    (label) => {
      document.querySelectorAll('[data-lane-field]').forEach((element) => element.removeAttribute('data-lane-field'));
      const control = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === label)?.control;
      control?.setAttribute('data-lane-field', '');
      return Boolean(control);
    },
    label,
  );
  expect(found, `an input labelled "${label}"`).toBe(true);
  await visitor.click('[data-lane-field]');
  await visitor.type(text);
}

/** The stored OIDC users: oidc-client-ts keeps each under oidc.user:<authority>:<client>. */
const storedUsers = (visitor: Visitor) =>
  visitor.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('oidc.user:'))
      .map((key) => {
        const user = JSON.parse(sessionStorage.getItem(key)!) as { expires_at: number; profile: { sub: string } };
        return { expiresAt: user.expires_at, sub: user.profile.sub };
      }),
  );

inOtherEngines(
  'strong mode: the navigation signs in at the provider and comes back signed in; the token then renews silently, same account',
  async ({ open, width, allowErrors }) => {
    // The provider's pages have no favicon (Chromium logs the 404).
    allowErrors(PROVIDER_FAVICON);
    // The renewal runs on the provider's clock: no page clock can hurry it.
    test.setTimeout(120_000);
    const visitor = await open();
    const home = `${server().url}/site/`;
    await visitor.open(home);
    await clickWhenShown(visitor, `${await navigation(visitor, width)} button:not([disabled])`, SIGN_IN);

    // The provider is on the site's host name: its session cookie, which the renewal's hidden
    // frame sends, is first-party to the site in every engine's rules.
    await signInAtProvider(visitor, DEMO);
    await expect.poll(() => addressOf(visitor).catch(() => ''), FIRST_LOAD).toBe(home);
    await clickWhenShown(visitor, `${await navigation(visitor, width)} button`, accountLabel(DEMO.name));
    await expect.poll(() => present(visitor, 'button', oidcTexts.account.signOut)).toBe(true);
    const [signedIn, ...others] = await storedUsers(visitor);
    expect(others).toEqual([]);

    // The renewal is the same hidden frame at any size, and its wait is real time in each engine.
    // A mark on this document: a renewal that left the page (a full redirect) would lose it.
    await visitor.evaluate(() => void ((window as unknown as { __laneStayed: boolean }).__laneStayed = true));
    await expect
      .poll(async () => (await storedUsers(visitor))[0]?.expiresAt ?? 0, { message: 'the stored token renewed', timeout: 60_000, intervals: [1000] })
      .toBeGreaterThan(signedIn!.expiresAt);
    expect((await storedUsers(visitor)).map((user) => user.sub)).toEqual([signedIn!.sub]);
    expect(await visitor.evaluate(() => (window as unknown as { __laneStayed?: boolean }).__laneStayed)).toBe(true);
    // Still signed in, where this size keeps the account's button (the phone's sheet, the desktop's banner).
    expect(await present(visitor, 'button', accountLabel(DEMO.name))).toBe(true);
  },
);

/** The cookie session as the page keeps it: the stored entry's account and the script-readable marker cookie. */
const cookieSession = (visitor: Visitor) =>
  visitor.evaluate(() => ({
    account: (JSON.parse(sessionStorage.getItem('minisite.cookieSession') ?? 'null') as { user: { accountId: string } } | null)?.user.accountId ?? null,
    marker: document.cookie.split('; ').includes('minisite_session_present=1'),
  }));

inOtherEngines('cookie mode: account and password sign in, a reload keeps the session, the account menu signs out', async ({ open, width }) => {
  const visitor = await open();
  await visitor.open(SITE_HOME);
  await clickWhenShown(visitor, `${await navigation(visitor, width)} a`, nav.login);
  await expect.poll(() => addressOf(visitor)).toContain(LOGIN_PAGE);

  await expect.poll(() => present(visitor, '#main button[type="submit"]', loginTexts.submit), FIRST_LOAD).toBe(true);
  await fill(visitor, loginTexts.userName, COOKIE_DEMO.userName);
  await fill(visitor, loginTexts.password, COOKIE_DEMO.password);
  await clickOn(visitor, '#main button[type="submit"]', loginTexts.submit);
  await expect.poll(() => addressOf(visitor).catch(() => ''), FIRST_LOAD).toMatch(new RegExp(`${SITE_HOME.replace(/[?]/g, '\\?')}$`));
  await expect.poll(() => cookieSession(visitor)).toEqual({ account: COOKIE_DEMO.sub, marker: true });

  // A reload asks the SSO again (checksession with the HttpOnly cookie): still this visitor.
  await visitor.open(await addressOf(visitor));
  const where = await navigation(visitor, width);
  await clickWhenShown(visitor, `${where} button`, accountLabel(COOKIE_DEMO.name));
  await clickWhenShown(visitor, `${where} button`, oidcTexts.account.signOut);
  await expect.poll(() => present(visitor, `${where} a`, nav.login), FIRST_LOAD).toBe(true);
  expect(await present(visitor, 'button', accountLabel(COOKIE_DEMO.name))).toBe(false);
  expect(await cookieSession(visitor)).toEqual({ account: null, marker: false });
});
