// The production deploy (deploy/nginx/minisite.conf, docs/deploy.md): the built client served
// by a real nginx through the shipped file, the embedded server behind it as the gateway and
// file server, the OpenID provider and the chat assistant on origins of their own. A smoke set:
// every page it opens must run under the policy without a single violation.
import type { Page, Response } from '@playwright/test';
import { Readable } from 'node:stream';
import { JSDOM } from 'jsdom';
import { parseSitemap, parseSitemapIndex } from 'sitemap';
import en from '../../src/pages/assistant/locales/en-US.json' with { type: 'json' };
import { DEMO, fillProviderLogin, oidcTexts, PROVIDER_FAVICON, SIGN_IN_LABEL } from './auth/strongSupport';
import { startDeployment, type Deployment } from './deploy/deployment';
import { documentTitle } from '../../src/site/siteHead';
import { robotsTxt } from '../../preview/server/robots';
import { detailOf, pages, siteOf } from './fixtureData';
import { expect, test as base } from './support';
import { appLive, menu, pageReady, pictureLoaded, terminalOf } from './ui';
import { rawReply } from '../support/rawReply';

const SITE = '1001';
const IMMUTABLE = 'public, max-age=31536000, immutable';

declare global {
  interface Window {
    __cspViolation?: (report: string) => void;
  }
}

/** Every test here fails on any Content-Security-Policy violation, in the page or any of its frames. */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__cspViolation', (report: string) => violations.push(report));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolation?.(`${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

let deployment: Deployment;
test.beforeAll(async () => {
  deployment = await startDeployment();
});
test.afterAll(() => deployment?.stop());
// The deployment as visitors get it, service worker and all.
test.use({ allowedConsoleErrors: [PROVIDER_FAVICON], serviceWorkers: 'allow' });

const homeFirstModule = (terminal: 'pc' | 'mobile') => detailOf(pages(SITE).find((node) => node.sort === 0)!.pageId, terminal).modules[0]!.id;

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((directive) => directive.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

/** The page's JavaScript responses from the build, as the browser received them. */
function scriptResponses(page: Page): Response[] {
  const seen: Response[] = [];
  page.on('response', (response) => {
    if (/\/site\/assets\/.+\.js$/.test(response.url())) seen.push(response);
  });
  return seen;
}

test("the home page and the organiser's code under the policy; the headers of the page, its scripts and the files never cached", async ({ page }, testInfo) => {
  const terminal = terminalOf(testInfo);
  const scripts = scriptResponses(page);
  const response = (await page.goto(`${deployment.origin}/site/`))!;
  await pageReady(page, homeFirstModule(terminal));
  // The render service wrote the first screen for this terminal, and the browser hydrated it
  // under the policy: the hero element is the one that came in the HTML.
  expect(await response.text()).toContain(`data-terminal="${terminal}"`);
  const serverHero = await page.locator(`[id="${homeFirstModule(terminal)}"] img`).first().elementHandle();
  await appLive(page);
  expect(await serverHero!.evaluate((image) => image.isConnected)).toBe(true);
  // The banner's picture came through nginx from the file server behind it.
  const hero = page.locator(`[id="${homeFirstModule(terminal)}"] img`).first();
  await pictureLoaded(hero);

  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  expect(policy.get('script-src')).toEqual(["'self'", 'blob:']);
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');

  // The organiser's JavaScript ran (from its blob: address) and its CSS applies, per terminal.
  await expect(page.locator('html')).toHaveAttribute('data-organiser-code', terminal);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--organiser-css').trim())).toBe(terminal);

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const scriptHeaders = await script.allHeaders();
    expect(scriptHeaders['cache-control'], script.url()).toBe(IMMUTABLE);
    // nginx leaves the few tiny chunks as they are (gzip_min_length).
    if ((await script.body()).length >= 1024) expect(['gzip', 'br'], script.url()).toContain(scriptHeaders['content-encoding']);
  }
  // gzip for every client, brotli for those that ask where nginx has the module (.ci/run installs it).
  const encodingFor = async (accepted: string) => (await page.request.get(scripts[0]!.url(), { headers: { 'Accept-Encoding': accepted } })).headers()['content-encoding'];
  expect(await encodingFor('gzip')).toBe('gzip');
  expect(await encodingFor('br, gzip')).toBe(deployment.nginx.brotli ? 'br' : 'gzip');

  // What must never be cached: the page, this deployment's configuration, the service worker
  // and the web manifest, each itself (not the page in its place).
  const neverCached = { 'index.html': /text\/html/, 'domain-config.js': /javascript/, 'sw.js': /javascript/, 'manifest.webmanifest': /manifest\+json|json/ };
  for (const [file, type] of Object.entries(neverCached)) {
    const answer = await page.request.get(`${deployment.origin}/site/${file}`);
    expect(answer.status(), file).toBe(200);
    expect(answer.headers()['content-type'], file).toMatch(type);
    expect(answer.headers()['cache-control'], file).toBe('no-cache');
  }
  // A chunk that is not there is a 404, never the page in its place, and is not cached.
  const missing = await page.request.get(`${deployment.origin}/site/assets/no-such-chunk.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
});

test('a deep route reloads through the history fallback, and the sign-in round trip through the provider returns there signed in', async ({ page, allowConsoleErrors }, testInfo) => {
  // The gateway's answer to the identities call before sign-in.
  allowConsoleErrors(/status of 401/);
  const terminal = terminalOf(testInfo);
  const personal = `${deployment.origin}/site/pages/personal/index`;
  await page.goto(personal);
  await page.reload();
  await expect(page).toHaveURL(personal);
  await (await menu(page, terminal)).getByRole('button', { name: SIGN_IN_LABEL }).click();
  // The provider's own login page, on its own origin, then back.
  await page.waitForURL(`${deployment.backend.issuer}/**`);
  await fillProviderLogin(page);
  await page.waitForURL(personal);
  await expect((await menu(page, terminal)).getByRole('button', { name: oidcTexts.account.menu.replace('{{name}}', DEMO.name) })).toBeVisible();
});

test("the assistant's frame from its own origin hears the page @desktop", async ({ page }) => {
  await page.goto(`${deployment.origin}/site/subPages/coze/index`);
  const standIn = page.frameLocator('#main iframe');
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeAttached();
  await expect(standIn.getByRole('status')).toHaveText('Language: en-US · Event: 88001');
});

// Last here: it stops the render service.
// Before the test below, which stops the render service for the rest of the file.
test('one reading of the terminal for a page and its cache key: a request with two conflicting phone hints never leaves a desktop page in the cache for phones @desktop', async () => {
  const address = `${deployment.origin}/site/?siteId=${SITE}&from=two-hints`;
  const desktopAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
  const terminalIn = (body: Buffer) => /data-terminal="(\w+)"/.exec(body.toString())?.[1];
  // nginx reads the first hint; Node, on its own, would join both and fall back to the desktop user agent.
  const twoHints = await rawReply(address, { headers: { 'sec-ch-ua-mobile': ['?1', '?0'], 'user-agent': desktopAgent } });
  expect(twoHints.headers['x-page-cache']).toBe('MISS');
  const phone = await rawReply(address, { headers: { 'sec-ch-ua-mobile': '?1', 'user-agent': desktopAgent } });
  expect(phone.headers['x-page-cache']).toBe('HIT');
  expect(terminalIn(twoHints.body)).toBe('mobile');
  expect(terminalIn(phone.body)).toBe('mobile');
  const desktop = await rawReply(address, { headers: { 'sec-ch-ua-mobile': '?0', 'user-agent': desktopAgent } });
  expect(terminalIn(desktop.body)).toBe('pc');
});

test('the last headers and refusals: no source map served, encoded dot segments refused before routing, a long address cached without an error, the legacy framing and XSS headers, no HSTS over plain HTTP @desktop', async () => {
  const raw = (rawPath: string) => rawReply(`${deployment.origin}${rawPath}`, { path: rawPath });
  const script = (await raw('/site/')).body.toString().match(/\/site\/assets\/[\w-]+\.js/)![0];
  expect((await raw(script)).status).toBe(200);
  expect((await raw(`${script}.map`)).status).toBe(404);
  for (const dots of ['/site/..%2fminisite.conf', '/site/%2e%2e/minisite.conf', '/site/.%2E/x', '/%2e%2e%2fetc/passwd', '/site/assets/..%5cx']) {
    expect((await raw(dots)).status, dots).toBe(400);
  }
  // A dot encoded in the query is no path: the page is served.
  expect((await raw(`/site/?siteId=${SITE}&q=a%2Eb`)).status).toBe(200);

  const long = `/site/?siteId=${SITE}&from=long-address&pad=${'x'.repeat(6000)}`;
  expect((await raw(long)).headers['x-page-cache']).toBe('MISS');
  expect((await raw(long)).headers['x-page-cache']).toBe('HIT');
  expect(deployment.nginx.errors()).not.toContain('not enough for cache key');
  const { headers } = await raw('/site/');
  expect(headers['strict-transport-security']).toBeUndefined();
  expect([headers['x-frame-options'], headers['x-xss-protection']]).toEqual(['SAMEORIGIN', '0']);
});

test('crawlers read robots.txt from the render service through nginx, and a site its organiser kept from search engines says noindex in the header nginx serves, from its cache too @desktop', async () => {
  const robots = await rawReply(`${deployment.origin}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(robots.body.toString()).toBe(robotsTxt(deployment.origin));
  // The kitchen sink's organiser turned SEO off; the demo expo's (SITE) turned it on.
  const closed = `${deployment.origin}/site/?siteId=9101&from=noindex`;
  const first = await rawReply(closed);
  const again = await rawReply(closed);
  expect([first.headers['x-page-cache'], first.headers['x-robots-tag']]).toEqual(['MISS', 'noindex']);
  expect([again.headers['x-page-cache'], again.headers['x-robots-tag']]).toEqual(['HIT', 'noindex']);
  expect((await rawReply(`${deployment.origin}/site/?siteId=${SITE}&from=noindex`)).headers['x-robots-tag']).toBeUndefined();

  // The sitemaps robots.txt names, through nginx: every address listed answers with itself as canonical.
  const index = await parseSitemapIndex(Readable.from([(await rawReply(`${deployment.origin}/site/sitemap.xml`)).body]));
  expect(index.map((entry) => entry.url)).toContain(`${deployment.origin}/site/sitemaps/${SITE}.xml`);
  const listed = await parseSitemap(Readable.from([(await rawReply(`${deployment.origin}/site/sitemaps/${SITE}.xml`)).body]));
  expect(listed.length).toBeGreaterThan(1);
  for (const { url } of listed) {
    const page = await rawReply(url);
    const canonical = new JSDOM(page.body.toString()).window.document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect([url, page.status, canonical]).toEqual([url, 200, url]);
  }
});

test("site pages come from the render service with the site's head and first screen, then from nginx's cache; with the service stopped, the shell serves and the page works @desktop", async ({ page }) => {
  const site = siteOf(SITE);
  // The home's name, then the site's (a bot's user agent names no phone).
  const renderedTitle = documentTitle(site, detailOf(pages(SITE).find((node) => node.sort === 0)!.pageId, 'pc').title);
  const bot = { 'User-Agent': 'facebookexternalhit/1.1' };
  const titleOf = async (address: string) => {
    const answer = await page.request.get(address, { headers: bot });
    expect(answer.status(), address).toBe(200);
    expect(answer.headers()['content-security-policy'], address).toContain("script-src 'self' blob:");
    expect(answer.headers()['cache-control'], address).toBe('no-cache');
    const { document } = new JSDOM(await answer.text()).window;
    // A rendered page carries its first screen; the shell an empty root.
    const firstScreen = document.querySelector(`#root [id="${homeFirstModule('pc')}"]`) !== null;
    return { title: document.title, source: answer.headers()['x-page-cache'], firstScreen };
  };
  const rendered = `${deployment.origin}/site/?siteId=${SITE}&from=render-service`;
  expect(await titleOf(rendered)).toEqual({ title: renderedTitle, source: 'MISS', firstScreen: true });
  expect(await titleOf(rendered)).toEqual({ title: renderedTitle, source: 'HIT', firstScreen: true });

  await deployment.stopRender();
  // A page nginx keeps is still served whole; one it has not kept goes out as the shell.
  expect(await titleOf(rendered)).toMatchObject({ title: renderedTitle, firstScreen: true });
  const unrendered = `${deployment.origin}/site/?siteId=${SITE}&from=shell`;
  expect(await titleOf(unrendered)).toEqual({ title: '', source: 'SHELL', firstScreen: false });
  await page.goto(unrendered);
  await pageReady(page, homeFirstModule('pc'));
  // The browser wrote the head itself: the page's name, then the site's.
  await expect(page).toHaveTitle(new RegExp(` · ${site.globalSetting.browserTitle!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});
