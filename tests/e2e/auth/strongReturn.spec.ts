import type { RunningServer } from '../../../preview/server/server';
import { LOGIN_WAIT_MS } from '../../../src/machines/login';
import { expect, test } from '../support';
import { HOSTILE_RETURN_ADDRESSES } from './strongReturnCorpus';
import { accountButton, DEMO, oidcTexts, PROVIDER_FAVICON, SIGN_IN_LABEL, startStrongServer, storedUsers } from './strongSupport';

let server: RunningServer;

declare global {
  interface Window {
    /** Messages from the foreign frame the page has received (the silent-frame test). */
    foreignCodes: number;
  }
}

test.beforeAll(async () => {
  server = await startStrongServer();
});
test.afterAll(() => server?.close());
test.use({ allowedConsoleErrors: [PROVIDER_FAVICON, 'Sign-in callback failed'] });

test('the callback never leaves the origin, whatever return address was saved @desktop', async ({ page }) => {
  // 27 callbacks in a row: quiet, about 25 s.
  test.setTimeout(120_000);
  const root = `${server.url}/site/`;
  const left: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !frame.url().startsWith(`${server.url}/`)) left.push(frame.url());
  });
  await page.goto(`${server.url}/site/pages/error/404`);
  // Only where the callback sends the visitor matters here: the site root need not boot the app
  // again for each of the addresses (the next test lands there for real).
  await page.route(root, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>root</title>' }));
  for (const saved of HOSTILE_RETURN_ADDRESSES) {
    await page.evaluate((address) => sessionStorage.setItem('redirect-url', address), saved);
    // A callback that fails still returns the visitor (spec section 2), through the same check.
    await page.goto(`${server.url}/site/pages/login/callback?code=c&state=s`);
    await page.waitForURL(root);
    expect(page.url(), `saved ${JSON.stringify(saved)}`).toBe(root);
  }
  expect(left).toEqual([]);
});

test('a successful sign-in with a foreign return address lands on the site root, signed in @desktop', async ({ page }) => {
  await page.goto(`${server.url}/site/pages/personal/index`);
  await page.getByRole('banner').getByRole('button', { name: SIGN_IN_LABEL }).click();
  await page.locator('#username').fill(DEMO.userName);
  // The provider shares our origin, hence our session storage: overwrite what the button saved.
  await page.evaluate(() => sessionStorage.setItem('redirect-url', '//evil.example/site/'));
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button.primary[type="submit"]').click();
  await page.waitForURL(`${server.url}/site/`);
  await expect(accountButton(page)).toBeVisible();
});

test('while the SSO frame is silent, success codes from a foreign origin are ignored, and the wait ends with the login-timeout text @desktop', async ({ page }) => {
  // The SSO frame's request is held: the login flow waits for its code (spec section 4: up to 30 s).
  await page.route(/\/oidc\/auth\?/, () => undefined);
  // The wait's 30 s pass on the page's clock once the foreign codes are in, not on the test's.
  await page.clock.install();
  // localhost and 127.0.0.1 are different origins: a frame from the first posts to a page on the second.
  const foreignOrigin = server.url.replace('127.0.0.1', 'localhost');
  const foreign = `${foreignOrigin}/foreign.html`;
  await page.route(foreign, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>for (const code of [1, 1, 1]) parent.postMessage({ type: 'minisite-sso-login', code }, '*');</script>`,
    }),
  );
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/oidc/token') tokenRequests.push(request.url());
  });
  await page.goto(`${server.url}/site/`);
  await page.getByRole('banner').getByRole('button', { name: SIGN_IN_LABEL }).click();
  await expect(page.locator('iframe[name^="sso-"]')).toHaveCount(1);
  // Counted by a listener added after the login flow's own: once it has seen the three codes, so has the flow.
  await page.evaluate(
    ({ src, origin }) => {
      window.foreignCodes = 0;
      window.addEventListener('message', (event) => {
        if (event.origin === origin) window.foreignCodes += 1;
      });
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'foreign';
      document.body.append(frame);
    },
    { src: foreign, origin: foreignOrigin },
  );
  await expect.poll(() => page.evaluate(() => window.foreignCodes)).toBe(3);
  await expect(page.getByTestId('sign-in-error')).toBeHidden();
  await page.clock.fastForward(LOGIN_WAIT_MS);
  await expect(page.getByTestId('sign-in-error')).toContainText(oidcTexts.error.timeout);
  expect(tokenRequests).toEqual([]);
  expect(await storedUsers(page)).toEqual([]);
  await expect(accountButton(page)).toBeHidden();
  await expect(page.locator('iframe[name^="sso-"]')).toHaveCount(0);
});
