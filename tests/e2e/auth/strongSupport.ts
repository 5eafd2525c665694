// Shared by the strong sign-in specs: our own server (hostile switch mounted, short tokens), so
// the suite's main server stays well-behaved, and the visitor's steps through sign-in.
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../../preview/server/server';
import type { HostileSetting } from '../../../preview/server/oidc/hostile';
import oidcTexts from '../../../src/i18n/locales/en-US/oidc.json' with { type: 'json' };
import type { Terminal } from '../../../schemas/page';
import { expect, test } from '../support';
import { menu } from '../ui';

export { oidcTexts };

/**
 * The provider's own pages have no favicon: the browser's request for one logs a 404 (the
 * console message does not name the address, so any 404 of a resource matches).
 */
export const PROVIDER_FAVICON = /Failed to load resource: the server responded with a status of 404/;

/** The demo site's navigation button label (fixtures/demo-expo, site 1001). */
export const SIGN_IN_LABEL = 'Sign in';
export const DEMO = { userName: 'demo', password: 'demo1234', name: 'Demo Visitor' };
export const ATTENDEE = { userName: 'attendee', password: 'attendee1234', name: 'Ada Attendee' };

/** A server of our own on a free port; tokens live `tokenTtl` seconds (renewal starts 60 s before). */
export function startStrongServer(tokenTtl = 3600): Promise<RunningServer> {
  return startServer({ port: 0, build: false, log: () => undefined, hostile: true, tokenTtl });
}

/**
 * The spec file's own server, started before its tests and closed after them (one per worker):
 * its in-memory state (follows, provider sessions) is seen by no other spec. Call at the top
 * level; the returned function gives the running server inside a test.
 */
export function ownStrongServer(tokenTtl?: number): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    server = await startStrongServer(tokenTtl);
  });
  test.afterAll(() => server?.close());
  test.use({ allowedConsoleErrors: [PROVIDER_FAVICON] });
  return () => server!;
}

export async function setHostile(server: RunningServer, mode: HostileSetting): Promise<void> {
  const response = await fetch(`${server.url}/oidc-admin/hostile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(200);
}

/** From the site's page, the navigation's sign-in button (in the menu sheet on a phone), then the provider's login form. */
export async function signIn(page: Page, startUrl: string, terminal: Terminal = 'pc', account: typeof DEMO = DEMO): Promise<void> {
  await page.goto(startUrl);
  await (await menu(page, terminal)).getByRole('button', { name: SIGN_IN_LABEL }).click();
  await fillProviderLogin(page, account);
}

/** The provider's own login form, as the account. */
export async function fillProviderLogin(page: Page, account: typeof DEMO = DEMO): Promise<void> {
  await page.locator('#username').fill(account.userName);
  await page.locator('#password').fill(account.password);
  await page.locator('button.primary[type="submit"]').click();
}

/** The stored users (oidc-client-ts keeps them under oidc.user:<authority>:<client>). */
export const storedUsers = (page: Page) => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.user:')));

/** Every request the page makes that carries an Authorization header. */
export function authorisedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) seen.push(request.url());
  });
  return seen;
}

export const accountButton = (page: Page, name = DEMO.name) =>
  page.getByRole('button', { name: oidcTexts.account.menu.replace('{{name}}', name) });
