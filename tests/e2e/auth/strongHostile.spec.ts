import type { RunningServer } from '../../../preview/server/server';
import { isTransportMode, type HostileMode } from '../../../preview/server/oidc/hostile';
import { expect, expectNoSeriousA11yViolations, test } from '../support';
import { accountButton, authorisedRequests, oidcTexts, PROVIDER_FAVICON, setHostile, signIn, startStrongServer, storedUsers } from './strongSupport';

// A misbehaving provider (preview/server/oidc/hostile.ts) must leave a message, no stored user and
// no call carrying a token. Every mode meets the strong driver with a real UserManager in
// tests/unit/auth/oidcDriver.test.ts; here, in the browser against the real provider, one of each
// kind: a broken answer, a forged signature, and a claim oidc-client-ts itself checks (the nonce).
// 70 s tokens: a renewal comes 10 s after sign-in.
let server: RunningServer;

test.beforeAll(async () => {
  server = await startStrongServer(70);
});
test.afterAll(() => server?.close());
test.afterEach(() => setHostile(server, 'off'));
test.use({ allowedConsoleErrors: [PROVIDER_FAVICON, 'Sign-in callback failed', 'Sign-in refused', /status of 500/] });

/** One mode of each kind. */
const ONE_OF_EACH_KIND: readonly HostileMode[] = ['token-html', 'bad-signature', 'nonce-mismatch'];
/** Seen only at a renewal: its own test below. */
const AT_RENEWAL: HostileMode = 'sub-changed-on-renewal';

const notice = (page: import('@playwright/test').Page) => page.getByTestId('sign-in-error');

async function expectRefused(page: import('@playwright/test').Page, text: string, authorised: string[]) {
  await expect(notice(page)).toContainText(text);
  await expect(accountButton(page)).toBeHidden();
  expect(await storedUsers(page)).toEqual([]);
  expect(authorised).toEqual([]);
}

for (const mode of ONE_OF_EACH_KIND) {
  const text = isTransportMode(mode) ? oidcTexts.error.failed : oidcTexts.error.untrusted;
  test(`hostile ${mode}: sign-in is refused with a message, nothing stored, no authorised call @desktop`, async ({ page }) => {
    const authorised = authorisedRequests(page);
    await setHostile(server, mode);
    await signIn(page, `${server.url}/site/`);
    await page.waitForURL(`${server.url}/site/`);
    await expectRefused(page, text, authorised);
  });
}

test('a callback with a tampered state is refused @desktop', async ({ page }) => {
  const authorised = authorisedRequests(page);
  await page.goto(`${server.url}/site/pages/login/callback?code=forged-code&state=tampered-state`);
  await page.waitForURL(`${server.url}/site/`);
  await expectRefused(page, oidcTexts.error.state, authorised);
  // The site's title comes with its chrome; axe wants it.
  await expect(page).toHaveTitle(/\S/);
  await expectNoSeriousA11yViolations(page);
  // Dismissed by keyboard, it stays away.
  await notice(page).getByRole('button', { name: oidcTexts.notice.dismiss }).focus();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
});

test('a replayed callback is refused and leaves nobody signed in @desktop', async ({ page }) => {
  const callbacks: string[] = [];
  page.on('request', (request) => {
    // The page's own callback (the SSO frame's "login_required" answer comes to the callback page too).
    if (request.frame() === page.mainFrame() && new URL(request.url()).pathname === '/site/pages/login/callback') callbacks.push(request.url());
  });
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  expect(callbacks).toHaveLength(1);
  const authorised = authorisedRequests(page);
  await page.goto(callbacks[0]!);
  await page.waitForURL(`${server.url}/site/`);
  await expectRefused(page, oidcTexts.error.state, authorised);
});

test(`hostile ${AT_RENEWAL}: the renewal answers another account, the visitor is signed out @desktop`, async ({ page }) => {
  test.setTimeout(60_000);
  await setHostile(server, AT_RENEWAL);
  await signIn(page, `${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
  const authorised = authorisedRequests(page);
  // The expiring notice comes 10 s after sign-in; the renewal names another sub.
  await expect(notice(page)).toContainText(oidcTexts.error.signedOutElsewhere, { timeout: 30_000 });
  await expectRefused(page, oidcTexts.error.signedOutElsewhere, authorised);
});
