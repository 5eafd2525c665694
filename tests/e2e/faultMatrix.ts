// The fault matrix of issue 13: every call a route makes, each answered with every fault kind in
// turn, in a language other than English. What a visitor must never see (a blank page, an
// endless spinner, English words) and what they must get (the spec's message in their language,
// a retry that works once the fault is gone) are checked here, for the matrix's two specs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import { REJECT_WITH_CODE, type GatewayErrorKind } from '../../src/platform/errors';
import { type FaultKind, withAnswers } from '../support/faultKinds';
import { ROUTES } from '../../src/site/routes';
import { detailOf, pages } from './fixtureData';
import { nothingLoading } from './ui';
import { expect } from './support';
import { asShell } from './serverShell';

/** The matrix runs in Portuguese: an English text on screen is then a text left untranslated. */
export const LANGUAGE = 'pt-PT';

/** The test-only request limit (`requestTimeoutMs` in the domain config) for the timeout fault. */
const SHORT_LIMIT_MS = 3_000;

/** What a route calls: the gateway, the SSO session API, the OpenID provider, the mall; never the report endpoint. */
const CALL_PATH = /^\/(api|Api|oidc)\//;
const NOT_A_CALL = /^\/api\/report$/;

export interface Call {
  method: string;
  url: string;
  /** The request body; null for a GET. Tells apart two calls to one address on a route. */
  body: string | null;
  /** The call's name in titles: its path, with the aggregator's prefix off. */
  name: string;
}

const nameOf = (url: URL) => url.pathname.replace('/api/ClientResponsiveSiteAggregator/', '');

function callOf(request: Request): Call | null {
  if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return null;
  const url = new URL(request.url());
  if (!CALL_PATH.test(url.pathname) || NOT_A_CALL.test(url.pathname)) return null;
  return { method: request.method(), url: url.href, body: request.postData(), name: nameOf(url) };
}

const sameCall = (a: Call, b: Call) => a.method === b.method && a.url === b.url && a.body === b.body;

/** Opens the matrix's pages in Portuguese: the language the visitor chose is what shows before any site has loaded. */
export async function inPortuguese(page: Page): Promise<void> {
  // Only the app's own document: a framed page of another origin may not read storage.
  await page.addInitScript((language) => {
    if (window === window.top) localStorage.setItem('language', language);
  }, LANGUAGE);
}

/** Loads `address` with nothing injected and returns the calls it made, each once, in order. */
async function recordCalls(page: Page, address: string): Promise<Call[]> {
  const calls: Call[] = [];
  const listen = (request: Request) => {
    const call = callOf(request);
    if (call && !calls.some((seen) => sameCall(seen, call))) calls.push(call);
  };
  page.on('request', listen);
  await asShell(page);
  await page.goto(`/site${address}`, { waitUntil: 'networkidle' });
  await settled(page);
  page.off('request', listen);
  await expect(page.locator('[data-error-kind]'), `${address} loads without a fault`).toHaveCount(0);
  return calls;
}

const recordings = new Map<string, Call[]>();

/**
 * The calls `address` makes, recorded the first time this worker opens it: the fixtures answer
 * alike on every load, and each cell checks that its fault met a request (a call that moved fails).
 */
export async function callsOf(page: Page, address: string): Promise<Call[]> {
  if (!recordings.has(address)) recordings.set(address, await recordCalls(page, address));
  return recordings.get(address)!;
}

/** A fault of the list (tests/support/faultKinds.ts), as the browser's page.route answers it. */
export type Fault = FaultKind & { answer: (route: Route, release: Promise<void>) => Promise<void> };

/** Words the server sends in the visitor's language: shown as they are, beside our translated account. */
export const SERVER_WORDS = 'O servidor recusou o pedido de teste.';

const envelope = (fields: Record<string, unknown>) => JSON.stringify({ isSuccess: false, returnObj: null, ...fields });

export const FAULTS: readonly Fault[] = withAnswers<Fault['answer']>({
  'HTTP 500': (route) => route.fulfill({ status: 500, body: '' }),
  'HTTP 401': (route) => route.fulfill({ status: 401, body: '' }),
  'HTTP 404 with an HTML body': (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>Not Found</title><h1>404 Not Found</h1>' }),
  // Held until the shortened limit has passed and the fault is taken away.
  'a timeout': (route, release) => release.then(() => route.abort('timedout').catch(() => undefined)),
  'malformed JSON': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"isSuccess": tr' }),
  'truncated JSON': async (route) => {
    const real = await route.fetch();
    const body = await real.text();
    await route.fulfill({ status: 200, contentType: 'application/json', body: body.slice(0, Math.max(1, Math.floor(body.length / 2))) });
  },
  'isSuccess false with businessMessage': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: envelope({ businessMessage: SERVER_WORDS }) }),
  'isSuccess false without businessMessage': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: envelope({}) }),
  'isSuccess false with homePageId': (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: envelope({ businessMessage: SERVER_WORDS, returnObj: [{ homePageId: namedPageOf(route.request().frame().url()) }] }) }),
  [`businessCode ${REJECT_WITH_CODE}`]: (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: envelope({ businessMessage: SERVER_WORDS, businessCode: REJECT_WITH_CODE }) }),
  'an aborted request': (route) => route.abort('aborted'),
});

/** The page a homePageId fault names: the last published page of modules in the site's tree, which no route of the matrix opens by its pageId. */
const namedPages = new Map<string, string>();
function namedPageOf(address: string): string {
  const url = new URL(address, 'http://matrix');
  // h5login names its site by pageId (spec section 2).
  const siteId = url.pathname.endsWith(ROUTES.h5Login) ? url.searchParams.get('pageId')! : url.searchParams.get('siteId')!;
  // Once per site: a fault answers many requests, and each look parses the site's page details.
  if (!namedPages.has(siteId)) {
    const named = pages(siteId)
      .filter((node) => (node.type === 'site' || node.type === 'pagemodule') && detailOf(node.pageId, 'pc').isPublish)
      .at(-1)!.pageId;
    namedPages.set(siteId, named);
  }
  return namedPages.get(siteId)!;
}

/** Every leaf text of a locale tree, by its key path. */
function leaves(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree === 'string') found.set(prefix, tree);
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) for (const [path, text] of leaves(value, `${prefix}.${key}`)) found.set(path, text);
  }
  return found;
}

/** The locale files of one language: the app's namespaces and every folder's own `locales/`. */
function localeTexts(language: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.includes('/locales/') && (path.endsWith(`/${language}.json`) || path.includes(`/locales/${language}/`))) {
        const key = path.replace(language, '*');
        for (const [leaf, text] of leaves(JSON.parse(readFileSync(path, 'utf8')))) texts.set(`${key}${leaf}`, text);
      }
    }
  };
  walk('src');
  return texts;
}

/**
 * The product's English texts that Portuguese words differently: one of them on a Portuguese page
 * is a text left untranslated. Texts with placeholders are left out (they never show as written).
 */
export const ENGLISH_ONLY: ReadonlySet<string> = (() => {
  const english = localeTexts('en-US');
  const portuguese = localeTexts(LANGUAGE);
  const only = new Set<string>();
  for (const [key, text] of english) {
    if (!text.includes('{{') && text.trim().length > 2 && portuguese.get(key) !== text) only.add(text.trim());
  }
  return only;
})();

/** Portuguese's account of each error kind, as ErrorState and LoadFailed show it. */
export const MESSAGES = JSON.parse(readFileSync(`src/i18n/locales/${LANGUAGE}/errors.json`, 'utf8')).gateway as Record<GatewayErrorKind, string>;
const RETRY = (JSON.parse(readFileSync(`src/i18n/locales/${LANGUAGE}/common.json`, 'utf8')) as { retry: string }).retry;

/** Loaded: something shows (the page column, or the full-page error) and nothing is still marked busy. */
export async function settled(page: Page): Promise<void> {
  // A page of words, or the web view's frame (the page's whole content is another site's).
  const shown = page.locator('#main, [role="alert"]').filter({ hasText: /\S/ }).or(page.locator('#main iframe'));
  await expect(shown.first()).toBeVisible({ timeout: 20_000 });
  await nothingLoading(page, 20_000);
}

/** No visible line of the page is one of the product's English texts. */
export async function expectTranslated(page: Page, where: string): Promise<void> {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  expect(lines.filter((line) => ENGLISH_ONLY.has(line)), `English texts on ${where}`).toEqual([]);
}

/**
 * Shortens the request limit for this page's next loads (the domain config's test-only knob);
 * returns the way back to the configured limit, for the loads after.
 */
export async function shortenRequestLimit(page: Page): Promise<() => Promise<void>> {
  const domainConfig = '**/site/domain-config.js';
  await page.route(domainConfig, async (route) => {
    const served = await route.fetch();
    const script = `${await served.text()}\nwindow.__DOMAIN_CONFIG__ = { ...window.__DOMAIN_CONFIG__, requestTimeoutMs: ${SHORT_LIMIT_MS} };\n`;
    await route.fulfill({ response: served, body: script });
  });
  return () => page.unroute(domainConfig);
}

/** A fault in place: how many requests it has answered, and the way to take it away. */
export interface PlacedFault {
  answered: () => number;
  remove: () => Promise<void>;
}

/**
 * Answers the page's requests that `matches` (and `also`) with `fault` until it is taken away
 * (which also lets a held timeout go).
 */
export async function placeFault(page: Page, matches: (url: URL) => boolean, fault: Fault, also: (request: Request) => boolean = () => true): Promise<PlacedFault> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered = 0;
  // A fault taken away while its answer is still being made (the truncated reply fetches the real
  // one first) leaves the request to the network: the late answer has nothing left to answer.
  const handler = (route: Route) => {
    if (!also(route.request())) return route.fallback();
    answered += 1;
    return fault.answer(route, released).catch(() => undefined);
  };
  await page.route(matches, handler);
  return {
    answered: () => answered,
    remove: async () => {
      release();
      await page.unroute(matches, handler);
    },
  };
}

/** A fault placed on `call` alone: its address, and its method and body (two calls may share an address). */
const placeOn = (page: Page, call: Call, fault: Fault) =>
  placeFault(page, (url) => url.href === call.url, fault, (request) => request.method() === call.method && request.postData() === call.body);

/**
 * What the visitor sees once the call has met `fault` and the page has settled: never English
 * words; the spec's message for each fault shown, in Portuguese; where the gateway names a page
 * instead (homePageId), that page.
 */
async function expectFaultMet(page: Page, placed: PlacedFault, address: string, call: Call, fault: Fault, where: string): Promise<void> {
  await expect.poll(placed.answered, { message: `${where}: the call was made`, timeout: 20_000 }).toBeGreaterThan(0);
  await settled(page);
  await expectTranslated(page, where);
  const shown = page.locator('[data-error-kind]');
  const named = namedPageOf(address);
  const onNamedPage = () => new URL(page.url()).searchParams.get('pageId') === named;
  if (fault.kind === 'homePage') {
    // The gateway names the page to show instead: wherever its answer shows, the visitor is taken
    // there (and a call the named page makes again shows it there, where asking again cannot help).
    if (call.name === 'Page/Detail') await expect(page).toHaveURL(new RegExp(`pageId=${named}`));
    await expect.poll(async () => onNamedPage() || (await page.locator('[data-error-kind="homePage"]').count()) === 0, where).toBe(true);
    await settled(page);
    return;
  }
  // Where the fault is shown, it is the spec's message for its kind, in Portuguese.
  for (const element of await shown.all()) {
    const kind = (await element.getAttribute('data-error-kind')) as GatewayErrorKind;
    await expect(element, where).toContainText(MESSAGES[kind]);
  }
  if (call.url.includes('/api/ClientResponsiveSiteAggregator/') && (await shown.count()) > 0) {
    await expect(shown.first(), where).toHaveAttribute('data-error-kind', fault.kind!);
    if (fault.kind === 'business' && fault.name.includes('with businessMessage')) await expect(shown.first()).toContainText(SERVER_WORDS);
  }
}

/**
 * One cell of the matrix: `fault` on `call` alone while `address` loads; then the fault goes,
 * the visitor presses retry (a reload where no retry is shown) and the content comes.
 */
export async function injectFault(page: Page, address: string, call: Call, fault: Fault): Promise<void> {
  const where = `${address}, ${call.name}, ${fault.name}`;
  const placed = await placeOn(page, call, fault);
  await asShell(page);
  await page.goto(`/site${address}`);
  await expectFaultMet(page, placed, address, call, fault, where);
  await placed.remove();
  await recover(page, where);
}

const retryButton = (page: Page) => page.getByRole('button', { name: RETRY, exact: true }).filter({ visible: true });

/** Presses every retry shown until none is left (a reload where the product offers none), then the page is whole. */
async function recover(page: Page, where: string): Promise<void> {
  const retry = retryButton(page);
  if ((await page.locator('[data-error-kind]').count()) === 0 && (await retry.count()) === 0) {
    await page.reload();
  }
  for (let pressed = 0; (await retry.count()) > 0; pressed += 1) {
    expect(pressed, `${where}: retries keep failing`).toBeLessThan(5);
    await retry.first().click();
    await settled(page);
  }
  await settled(page);
  await expect(page.locator('[data-error-kind]'), `${where}: after retry`).toHaveCount(0);
  await expectTranslated(page, `${where}, after retry`);
}

/** Console errors a fault is expected to cause: the product's report of it, and Chromium's line for a failed load. */
export const FAULT_CONSOLE_ERRORS = ['[call-fault]', 'Failed to load resource'];
