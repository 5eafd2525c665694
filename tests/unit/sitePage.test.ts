// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { structuredDataTest, type Preset, type Result } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as siteSchema } from '../../schemas/site';
import { pageRenderer } from '../../preview/server/pageRender';
import { PHONE_AGENT, RENDER_DEADLINE_MS, sitePage, withSiteHead } from '../../preview/server/sitePage';
import { startServer, type RunningServer } from '../../preview/server/server';
import { FIRST_REPLIES_ID, firstReplyKey, LANGUAGE_COOKIE } from '../../schemas/firstReplies';
import { detailOf, pages, sessionsOf, siteOf, speakersOf, treeOf } from '../e2e/fixtureData';
import { MARKUP } from '../e2e/xss/vectors';

const SHELL = `<!doctype html>
<html lang="en-US">
  <head>
    <!--site-head-->
    <title data-head="title"></title>
    <!--/site-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

/** What structured-data-testing-tool finds in a page's HTML under `presets`, failed tests included. */
const validated = (html: string, presets: Preset[]): Promise<Result> =>
  structuredDataTest(html, { presets }).catch((error: { type?: string; res?: Result }) => (error.type === 'VALIDATION_FAILED' && error.res ? error.res : Promise.reject(error)));

const HOSTILE = '</title><script>alert(1)</script><!--';
const hostileSite = siteSchema.parse({
  ...siteOf('1001'),
  title: HOSTILE,
  bvent: { ...siteOf('1001').bvent, title: HOSTILE, venue: '<!--' },
  globalSetting: { browserTitle: '', isOpenSEO: true, description: '"><img src=x onerror=alert(1)>', keyWords: "' onload='alert(1)" },
  shareSetting: { title: '</script><script>alert(1)</script>', desc: '\u2028', h5Img: '/pic.png?a="><script>alert(1)</script>' },
});

describe('the head the server writes', () => {
  it('keeps a hostile title, description and share text as text: no element or attribute comes out of them', () => {
    const replies = { 'POST /site 1001': { returnObj: hostileSite } };
    const html = withSiteHead(SHELL, { site: hostileSite, page: null, subject: null, replies }, new URL('http://127.0.0.1/site/?siteId=1001'));
    const { document } = new JSDOM(html).window;
    // Two scripts only, data the browser never runs, read back as written: the event for search
    // engines, and the replies' block as the gateway sent them.
    expect([...document.scripts].map((script) => script.type)).toEqual(['application/ld+json', 'application/json']);
    expect(JSON.parse(document.scripts[0]!.textContent!)).toMatchObject({ name: HOSTILE, location: { name: '<!--' } });
    expect(JSON.parse(document.scripts[1]!.textContent!)).toEqual(JSON.parse(JSON.stringify(replies)));
    expect(document.querySelectorAll('img, [onload], [onerror]')).toHaveLength(0);
    expect(document.title).toBe(HOSTILE);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('"><img src=x onerror=alert(1)>');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('</script><script>alert(1)</script>');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('http://127.0.0.1/pic.png?a=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });

  it('writes every vector of the XSS corpus into the structured data as text: in an event, a session, its room and speaker, a speaker\'s page', () => {
    const session = sessionsOf('88001', 'en-US', '2026-10-22')[0]!;
    const speaker = speakersOf('88001', 'en-US')[0]!;
    // One window's parser for every page (a JSDOM apiece took seconds).
    const parser = new new JSDOM().window.DOMParser();
    const onAttributes = (document: Document) => [...document.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on')));
    for (const [index, vector] of MARKUP.entries()) {
      const site = siteSchema.parse({ ...siteOf('1001'), bvent: { ...siteOf('1001').bvent, title: vector, venue: vector } });
      const hostileSession = { ...session, title: vector, venue: { id: '1', name: vector }, speakers: [{ ...session.speakers[0]!, fullName: vector }] };
      const hostileSpeaker = { ...speaker, languages: [{ language: 'en-US', fullName: vector, position: vector, company: vector, introduction: vector }] };
      // Every vector in the event, and in a session's or a speaker's page by turns (both for each took twice the time for no other path).
      const subject = index % 2 ? { kind: 'session' as const, session: hostileSession } : { kind: 'speaker' as const, speaker: hostileSpeaker };
      const document = parser.parseFromString(withSiteHead(SHELL, { site, page: null, subject, replies: {} }, new URL('http://127.0.0.1/site/?siteId=1001')), 'text/html');
      const data = [...document.scripts].filter((script) => script.type === 'application/ld+json').map((script) => JSON.parse(script.textContent!));
      // The event, the subject, its breadcrumbs, and the replies' block: data, never a script that runs.
      expect([...document.scripts].map((script) => script.type), vector).toEqual(['application/ld+json', 'application/ld+json', 'application/ld+json', 'application/json']);
      expect(onAttributes(document), vector).toEqual([]);
      expect(data[0].name, vector).toBe(vector);
      expect(subject.kind === 'session' ? [data[1].name, data[1].location.name, data[1].performer[0].name] : [data[1].name, data[1].jobTitle], vector).toEqual(subject.kind === 'session' ? [vector, vector, vector] : [vector, vector]);
      // The title as text, as every HTML parser reads text: a NUL as U+FFFD, a CR as a line feed.
      const asParsed = vector.replaceAll('\0', '\uFFFD').replace(/\r\n?/g, '\n');
      expect(document.querySelector('title')!.textContent, vector).toBe(`${asParsed} · ${site.globalSetting.browserTitle}`);
    }
    // A cap, not a measure: 344 vectors, 1.5 s quiet.
  }, 20_000);

  it('leaves out a picture, an icon or a hero no URL parser reads, and keeps the rest of the head (such a share picture took the whole page down)', () => {
    const unreadable = 'http://x" onerror="window.__xss=1';
    const site = siteSchema.parse({ ...siteOf('1001'), globalSetting: { ...siteOf('1001').globalSetting, browserIcon: unreadable }, shareSetting: { ...siteOf('1001').shareSetting, h5Img: unreadable } });
    const page = { title: 'Programme', hero: unreadable, detail: detailOf('100101', 'pc'), home: null, trail: [] };
    const html = withSiteHead(SHELL, { site, page, subject: null, replies: {} }, new URL('http://127.0.0.1/site/?siteId=1001'));
    const { document } = new JSDOM(html).window;
    expect(document.title).toBe(`Programme · ${site.globalSetting.browserTitle}`);
    expect(document.querySelector('meta[property="og:image"], link[rel="preload"]')).toBeNull();
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/site/favicon.svg');
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
  });

  it('names the alternates of every published language and the page as canonical, and puts the site language on the document', () => {
    const html = withSiteHead(SHELL, { site: siteOf('1002'), page: null, subject: null, replies: {} }, new URL('http://example.org/site/?siteId=1002#hours'));
    const { document } = new JSDOM(html).window;
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://example.org/site/?siteId=1002');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]);
    expect(alternates).toEqual(siteOf('1002').sites.map((entry) => [entry.language, `http://example.org/site/?siteId=${entry.id}`]));
  });
});

describe('a site page on a gateway that fails', () => {
  let gatewayServer: http.Server;
  let pageServer: http.Server;
  let pageUrl: string;
  let answer: (res: http.ServerResponse, req: http.IncomingMessage) => void;
  const logged: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-page-'));
  const indexFile = path.join(dir, 'index.html');

  beforeAll(async () => {
    fs.writeFileSync(indexFile, SHELL);
    // The gateway stands in at the network's edge; the page handler is the server's own.
    gatewayServer = http.createServer((req, res) => answer(res, req));
    await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
    const gateway = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
    // The server's own deadline: at 200 ms, a gateway answering at once missed it on a loaded machine (no-site read as gateway-timeout).
    const page = sitePage({ gateway: () => gateway, defaultSiteId: () => '1001', enabled: true, deadlineMs: RENDER_DEADLINE_MS, log: (line) => logged.push(line) });
    pageServer = http.createServer((req, res) => void page(req, res, indexFile, new URL(req.url!, pageUrl)));
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    gatewayServer.closeAllConnections();
    pageServer.closeAllConnections();
    gatewayServer.close();
    pageServer.close();
  });

  const envelope = (returnObj: unknown) => JSON.stringify({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });

  it("leaves a draft's detail out of the page even when a gateway hands it over without a preview pass", async () => {
    const draft = { ...detailOf('100101', 'pc'), isPublish: false };
    answer = (res, req) => {
      const call = req.url!.split('/').slice(-2).join('/');
      res.end(envelope(call === 'Site/GetSiteById' ? siteOf('1001') : call === 'Page/Tree' ? treeOf('1001') : [draft]));
    };
    const reply = await fetch(`${pageUrl}/site/pages/index/index?siteId=1001&pageId=100101`);
    const { document } = new JSDOM(await reply.text()).window;
    expect(reply.headers.get('server-timing')).toContain('fallback;desc="no-page"');
    expect(document.title).toBe(siteOf('1001').globalSetting.browserTitle);
    const carried = Object.keys(JSON.parse(document.getElementById(FIRST_REPLIES_ID)!.textContent!));
    expect(carried.map((key) => key.split(' ')[1])).toEqual(['/api/ClientResponsiveSiteAggregator/Site/GetSiteById', '/api/ClientResponsiveSiteAggregator/Page/Tree']);
  });

  it("a story's page: its title, summary and cover are what a shared link's preview shows; on a site open only to the signed-in, the site's own", async () => {
    const story = { id: '7001', title: 'MITE 2026 sells out', summary: 'Exhibitors from 52 countries & regions', cover: '/files/demo-expo/cover.svg', content: '<p>…</p>', publishTime: '2026-09-30 10:00' };
    const asked: string[] = [];
    let site: unknown = siteOf('1001');
    answer = (res, req) => {
      const call = req.url!.split('/').slice(-2).join('/');
      asked.push(call);
      res.end(envelope(call === 'Site/GetSiteById' ? site : story));
    };
    const read = async (siteId: string) => new JSDOM(await (await fetch(`${pageUrl}/site/subPages/news/detail?siteId=${siteId}&id=7001`)).text()).window.document;
    const content = (document: Document, property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    let document = await read('1001');
    expect(document.title).toBe(`${story.title} · ${siteOf('1001').globalSetting.browserTitle}`);
    expect([content(document, 'og:title'), content(document, 'og:description'), content(document, 'og:image'), content(document, 'og:type')]).toEqual([story.title, story.summary, `${pageUrl}${story.cover}`, 'article']);
    // Published at the venue's ten o'clock (Macao, UTC+8).
    expect(content(document, 'article:published_time')).toBe('2026-09-30T10:00:00+08:00');
    // A news article by Google's rules (SDTT's preset: headline, picture, date, author, publisher and its logo), beside the event.
    const checked = await validated(document.documentElement.outerHTML, [Google]);
    expect(checked.failed.map((test) => test.test)).toEqual([]);
    expect(checked.schemas).toEqual(expect.arrayContaining(['NewsArticle', 'ExhibitionEvent']));
    // The page asks for the story itself: the page carries the site's reply alone.
    expect(Object.keys(JSON.parse(document.getElementById(FIRST_REPLIES_ID)!.textContent!)).map((key) => key.split(' ')[1])).toEqual(['/api/ClientResponsiveSiteAggregator/Site/GetSiteById']);

    // The server asks as nobody: a site open only to the signed-in shows nobody its stories.
    site = { ...siteOf('1001'), id: '1099', globalSetting: { ...siteOf('1001').globalSetting, authorityType: 'login' } };
    asked.length = 0;
    document = await read('1099');
    expect(asked).toEqual(['Site/GetSiteById']);
    expect(content(document, 'og:title')).toBe(siteOf('1001').shareSetting!.title);
    expect(content(document, 'og:type')).toBe('website');
    expect((await validated(document.documentElement.outerHTML, [Google])).schemas).not.toContain('NewsArticle');
  });

  it.each([
    ['gateway-timeout', (res: http.ServerResponse) => setTimeout(() => res.end(envelope(siteOf('1001'))), 3 * RENDER_DEADLINE_MS)],
    ['gateway-error', (res: http.ServerResponse) => res.writeHead(500).end('{}')],
    ['gateway-invalid', (res: http.ServerResponse) => res.end('not json at all')],
    ['no-site', (res: http.ServerResponse) => res.end(envelope(null))],
  ])('%s: the visitor gets the shell, and Server-Timing and the log say why', async (why, gateway) => {
    answer = gateway;
    const reply = await fetch(`${pageUrl}/site/?siteId=${why}`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(SHELL);
    expect(reply.headers.get('server-timing')).toContain(`fallback;desc="${why}"`);
    expect(logged.at(-1)).toContain(why);
  });

});

describe('a site page whose render fails', () => {
  // The app's server build stood in by modules of a few lines (its import is the edge here): one
  // renders, one throws, one never finishes, one leaves a module to the browser.
  const builds = {
    renders: `export const renderSitePage = async ({ terminal }) => ({ html: '<main>first screen for ' + terminal + '</main>', styles: '<style data-styled="">main{}</style>', errors: [], renderedAt: 1 });`,
    throws: `export const renderSitePage = async () => { throw new Error('no shell'); };`,
    hangs: `export const renderSitePage = () => new Promise(() => {});`,
    leaves: `export const renderSitePage = async () => ({ html: '<main>skeleton</main>', styles: '', errors: [new Error('a module threw')], renderedAt: 1 });`,
  };
  const shellWithNote = SHELL.replace('<div id="root"></div>', '<div id="root"></div>\n<noscript>This event site needs JavaScript.</noscript>').replace(
    '</head>',
    '<script type="module" crossorigin src="/site/assets/site.js"></script><link rel="modulepreload" crossorigin href="/site/assets/shell.js"></head>',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-render-'));
  const indexFile = path.join(dir, 'index.html');
  const logged: string[] = [];
  let gateway: RunningServer;
  const servers: http.Server[] = [];
  const urls = {} as Record<keyof typeof builds, string>;

  beforeAll(async () => {
    fs.writeFileSync(indexFile, shellWithNote);
    gateway = await startServer({ port: 0, build: false, oidc: false, log: () => undefined });
    for (const [name, code] of Object.entries(builds) as [keyof typeof builds, string][]) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, 'serverEntry.js'), `export const warmUp = async () => {};\n${code}`);
      // The server's own render deadline: at 200 ms, a render of a few lines missed it on a loaded machine.
      const render = pageRenderer(path.join(dir, name), RENDER_DEADLINE_MS);
      const page = sitePage({ gateway: () => gateway.url, defaultSiteId: () => '1001', enabled: true, render, log: (line) => logged.push(line) });
      const server = http.createServer((req, res) => void page(req, res, indexFile, new URL(req.url!, urls[name])));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      urls[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await gateway.close();
  });

  it('puts the first screen in the root, marked with its terminal and language, its styles in the head, and drops the note that the site needs script; the app’s code asked for once it has painted', async () => {
    const reply = await fetch(`${urls.renders}/site/?siteId=1001`, { headers: { 'Sec-CH-UA-Mobile': '?1' } });
    const { document } = new JSDOM(await reply.text()).window;
    const root = document.getElementById('root')!;
    expect(root.innerHTML).toBe('<main>first screen for mobile</main>');
    expect([root.dataset.terminal, root.dataset.language]).toEqual(['mobile', siteOf('1001').language]);
    expect(document.head.querySelector('style[data-styled]')).not.toBeNull();
    expect(document.querySelector('noscript')).toBeNull();
    // The app's code is asked for once the first screen has painted, by the one script the page names.
    expect(document.querySelectorAll('script[type="module"], link[rel="modulepreload"]')).toHaveLength(0);
    const starter = document.querySelector<HTMLScriptElement>('script[src="/site/first-paint.js"]')!;
    expect([starter.dataset.entry, starter.dataset.imports]).toEqual(['/site/assets/site.js', '/site/assets/shell.js']);
    expect(reply.headers.get('server-timing')).not.toContain('fallback');
  });

  it.each([
    ['throws', 'render-error'],
    ['hangs', 'render-timeout'],
  ] as const)('a render that %s: the shell with the site’s head, not kept, and Server-Timing and the log say why', async (build, why) => {
    for (const attempt of [1, 2]) {
      const reply = await fetch(`${urls[build]}/site/?siteId=1001`);
      const { document } = new JSDOM(await reply.text()).window;
      expect(document.getElementById('root')!.childNodes, `attempt ${attempt}`).toHaveLength(0);
      expect(document.title).toContain(siteOf('1001').globalSetting.browserTitle);
      expect(document.querySelector('noscript')).not.toBeNull();
      // The browser renders this one: its code is asked for at once.
      expect(document.querySelector('script[src]')!.getAttribute('src')).toBe('/site/assets/site.js');
      expect(reply.headers.get('server-timing')).toContain(`fallback;desc="${why}"`);
      expect(reply.headers.get('server-timing')).not.toContain('cache;desc="hit"');
      expect(logged.at(-1)).toContain(why);
    }
  });

  it('a module that throws on the server goes out as its skeleton for the browser to fill, counted, and the page is not kept', async () => {
    for (const attempt of [1, 2]) {
      const reply = await fetch(`${urls.leaves}/site/?siteId=1001`);
      expect(await reply.text(), `attempt ${attempt}`).toContain('<main>skeleton</main>');
      expect(reply.headers.get('server-timing')).toContain('fallback;desc="module-error"');
      expect(logged.at(-1)).toContain('a module threw');
    }
  });
});

describe('a site page on the embedded gateway', () => {
  let gateway: RunningServer;
  let pageServer: http.Server;
  let pageUrl: string;
  const logged: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-page-'));
  const indexFile = path.join(dir, 'index.html');
  const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const REGISTRATION = 'https://registration.example.com/visitor';

  beforeAll(async () => {
    fs.writeFileSync(indexFile, SHELL);
    gateway = await startServer({ port: 0, build: false, oidc: false, log: () => undefined });
    const page = sitePage({ gateway: () => gateway.url, defaultSiteId: () => '1001', enabled: true, log: (line) => logged.push(line), domainConfig: () => ({ registration: REGISTRATION }) });
    pageServer = http.createServer((req, res) => void page(req, res, indexFile, new URL(req.url!, pageUrl)));
    await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));
    pageUrl = `http://127.0.0.1:${(pageServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    pageServer.closeAllConnections();
    pageServer.close();
    await gateway.close();
  });

  const head = async (address: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)') => {
    const reply = await fetch(`${pageUrl}${address}`, { headers: { 'User-Agent': userAgent } });
    return { document: new JSDOM(await reply.text()).window.document, timing: reply.headers.get('server-timing') };
  };
  const heroOf = (document: Document) => document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href');

  it("names the page, then the site, and asks for the terminal's hero picture at once", async () => {
    const home = pages('1001').find((node) => node.sort === 0)!;
    const site = siteOf('1001');
    const desktop = await head('/site/?siteId=1001');
    expect(desktop.document.title).toBe(`${detailOf(home.pageId, 'pc').title} · ${site.globalSetting.browserTitle}`);
    const phone = await head('/site/?siteId=1001', PHONE);
    expect(heroOf(desktop.document)).toMatch(/\/files\/demo-expo\/.+/);
    expect(heroOf(phone.document)).toMatch(/\/files\/demo-expo\/.+/);
    // The home banner has a picture of its own for phones (mobileSetting.isSync false).
    expect(heroOf(phone.document)).not.toBe(heroOf(desktop.document));
  });

  it('serves a page again from its cache, per terminal, without asking the gateway', async () => {
    const first = await head('/site/pages/index/index?siteId=1001&pageId=100103');
    expect(first.timing).toMatch(/gateway;dur=[\d.]+, render;dur=[\d.]+, cache;desc="miss"/);
    expect((await head('/site/pages/index/index?siteId=1001&pageId=100103')).timing).toBe('cache;desc="hit"');
    expect((await head('/site/pages/index/index?siteId=1001&pageId=100103', PHONE)).timing).toContain('cache;desc="miss"');
  });

  it("writes the replies in the language the visitor chose, as their browser asks them, and keeps that page apart", async () => {
    const keys = async (cookie?: string) => {
      const reply = await fetch(`${pageUrl}/site/?siteId=1001&chosen`, { headers: cookie ? { Cookie: cookie } : {} });
      const block = new JSDOM(await reply.text()).window.document.getElementById(FIRST_REPLIES_ID)!;
      return { keys: Object.keys(JSON.parse(block.textContent!)), timing: reply.headers.get('server-timing') };
    };
    const english = await keys();
    expect(english.keys).toContain(firstReplyKey('POST', '/api/ClientResponsiveSiteAggregator/Site/GetSiteById', 'en-US', { id: '1001' }));
    const portuguese = await keys(`other=1; ${LANGUAGE_COOKIE}=pt-PT`);
    expect(portuguese.keys).toContain(firstReplyKey('POST', '/api/ClientResponsiveSiteAggregator/Site/GetSiteById', 'pt-PT', { id: '1001' }));
    expect(portuguese.timing).toContain('cache;desc="miss"');
    // A cookie naming no language of ours is no choice.
    expect((await keys(`${LANGUAGE_COOKIE}=xx-XX`)).keys).toEqual(english.keys);
  });

  it("gives a draft page the site's head only: its name is the preview's", async () => {
    const draft = await head('/site/pages/index/index?siteId=1001&pageId=100108');
    expect(draft.document.title).toBe(siteOf('1001').globalSetting.browserTitle);
    expect(draft.timing).toContain('fallback;desc="no-page"');
    expect(heroOf(draft.document)).toBeUndefined();
    const carried = Object.keys(JSON.parse(draft.document.getElementById(FIRST_REPLIES_ID)!.textContent!));
    expect(carried.some((key) => key.includes('/Page/Detail'))).toBe(false);
  });

  it('says noindex, in its head and its header, on every page of a site its organiser kept from search engines, served again from the cache too', async () => {
    const robots = async (address: string) => {
      const reply = await fetch(`${pageUrl}${address}`);
      const { document } = new JSDOM(await reply.text()).window;
      return { header: reply.headers.get('x-robots-tag'), meta: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null };
    };
    // The kitchen sink's organiser turned SEO off; the demo expo's turned it on.
    expect(siteOf('9101').globalSetting.isOpenSEO).toBe(false);
    const closed = { header: 'noindex', meta: 'noindex' };
    expect(await robots('/site/?siteId=9101&seo')).toEqual(closed);
    expect(await robots('/site/?siteId=9101&seo')).toEqual(closed);
    expect(await robots('/site/pages/speaker/index?siteId=9101')).toEqual(closed);
    expect(await robots('/site/?siteId=1001&seo')).toEqual({ header: null, meta: null });
  });

  it("writes the site's event as structured data a validator takes for an event listing, Google's rules for events included", async () => {
    const html = await (await fetch(`${pageUrl}/site/?siteId=1001&structured`)).text();
    const event = (schema: string) => ({
      name: `Google's event listing (${schema})`,
      schema,
      conditional: { test: schema },
      // Required for the listing, then what Google recommends (developers.google.com/search/docs/appearance/structured-data/event).
      tests: [
        ...['name', 'startDate', 'location."@type"', 'location.name', 'location.address'].map((field) => ({ test: `${schema}[*].${field}` })),
        ...['description', 'endDate', 'eventStatus', 'eventAttendanceMode', 'image'].map((field) => ({ test: `${schema}[*].${field}`, warning: true })),
      ],
    });
    const result = await validated(html, [Google, event('Event'), event('ExhibitionEvent')]);
    expect(result.failed.map((test) => test.test)).toEqual([]);
    expect(result.schemas).toContain('ExhibitionEvent');
    // Every rule met, the recommended ones too: no warning.
    expect(result.passed.map((test) => test.test)).toEqual(expect.arrayContaining(['ExhibitionEvent[0].startDate', 'ExhibitionEvent[0].location.address', 'ExhibitionEvent[0].eventStatus']));
    expect(result.warnings).toEqual([]);
    // Its offer: the deployment's registration page for the event, with the event's channel code and the way back.
    const offer = new URL(JSON.parse(new JSDOM(html).window.document.querySelector('script[type="application/ld+json"]')!.textContent!).offers.url);
    expect([offer.origin + offer.pathname, offer.searchParams.get('bventId'), offer.searchParams.get('cc'), offer.searchParams.get('returnUrl')]).toEqual([REGISTRATION, '88001', 'MITE-WEB', `${pageUrl}/site/?siteId=1001`]);
  });

  it("a session's and a speaker's page: named in the tab and in a shared link's preview, their schema.org data taken by a validator, Google's rules for events included", async () => {
    const session = await head('/site/subPages/schedule/detail/index?siteId=1001&id=88101');
    expect(session.document.title).toBe(`MITE 2026 Opening Ceremony · ${siteOf('1001').globalSetting.browserTitle}`);
    expect(session.document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('MITE 2026 Opening Ceremony');
    const performers = {
      name: "Google's event listing, a session",
      schema: 'Event',
      conditional: { test: 'Event' },
      tests: [
        ...['name', 'startDate', 'location.address', 'superEvent.name', 'superEvent.startDate'].map((field) => ({ test: `Event[*].${field}` })),
        ...['description', 'endDate', 'eventStatus', 'eventAttendanceMode', 'image', 'offers.url', 'performer[0].name', 'performer[0].url'].map((field) => ({ test: `Event[*].${field}`, warning: true })),
      ],
    };
    const checked = await validated(session.document.documentElement.outerHTML, [Google, performers]);
    expect(checked.failed.map((test) => test.test)).toEqual([]);
    expect(checked.warnings.map((test) => test.test)).toEqual([]);
    expect(checked.schemas).toEqual(expect.arrayContaining(['ExhibitionEvent', 'Event']));
    // Its trail: the site's home, then the session (its way in, a list or a search, is no place of the site's tree).
    const trail = [...session.document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      [siteOf('1001').globalSetting.browserTitle, `${pageUrl}/site/?siteId=1001`],
      ['MITE 2026 Opening Ceremony', `${pageUrl}/site/subPages/schedule/detail/index?siteId=1001&id=88101`],
    ]);

    const speaker = await head('/site/pages/speaker/detail/index?siteId=1001&id=mite-sp-01');
    expect(speaker.document.title).toBe(`Dr. Leong Wai Man · ${siteOf('1001').globalSetting.browserTitle}`);
    expect(speaker.document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
    expect(speaker.document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe('President, MITE Organising Committee');
    const person = { name: 'a speaker', schema: 'Person', conditional: { test: 'Person' }, tests: ['name', 'jobTitle', 'worksFor.name', 'image', 'url'].map((field) => ({ test: `Person[*].${field}` })) };
    const profile = await validated(speaker.document.documentElement.outerHTML, [Google, person]);
    expect(profile.failed.map((test) => test.test)).toEqual([]);
    expect(profile.schemas).toContain('Person');

    // Neither is there for an id the event does not have: the site's head alone.
    const nobody = await head('/site/pages/speaker/detail/index?siteId=1001&id=nobody');
    expect(nobody.document.title).toBe(siteOf('1001').globalSetting.browserTitle);
    expect(nobody.timing).not.toContain('fallback');
  });

  it('says where a page sits in the site as breadcrumbs: the home, each page above it, the page; none on the home', async () => {
    const ldOf = async (address: string) =>
      [...new JSDOM(await (await fetch(`${pageUrl}${address}`)).text()).window.document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => JSON.parse(script.textContent!) as { '@type': string; itemListElement?: unknown },
      );
    const trail = (await ldOf('/site/pages/index/index?siteId=1001&pageId=100104')).find((data) => data['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${pageUrl}/site/?siteId=1001` },
      { '@type': 'ListItem', position: 2, name: 'Visit', item: `${pageUrl}/site/pages/index/index?siteId=1001&pageId=100103` },
      { '@type': 'ListItem', position: 3, name: 'Getting There', item: `${pageUrl}/site/pages/index/index?siteId=1001&pageId=100104` },
    ]);
    expect((await ldOf('/site/?siteId=1001&breadcrumbs')).map((data) => data['@type'])).toEqual(['ExhibitionEvent']);
  });

  it("names a module's list page by its module's title, under the module's page in the breadcrumbs; an old link without ids by its type", async () => {
    const ldOf = (document: Document) => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!) as { '@type': string; itemListElement?: { name: string; item: string }[] });
    const list = await head('/site/pages/speaker/index?siteId=1001&pageId=100109&moduleId=10010902');
    expect(list.document.title).toBe(`Speakers · ${siteOf('1001').globalSetting.browserTitle}`);
    expect(ldOf(list.document).find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement?.map((step) => [step.name, step.item])).toEqual([
      ['Home', `${pageUrl}/site/?siteId=1001`],
      ['Programme', `${pageUrl}/site/pages/index/index?siteId=1001&pageId=100109`],
      ['Speakers', `${pageUrl}/site/pages/speaker/index?siteId=1001&pageId=100109&moduleId=10010902`],
    ]);
    // In Portuguese, an old link: the type's name in the site's language, under the home.
    const old = await head('/site/subPages/schedule/index?siteId=1004');
    expect(old.document.title).toBe(`Programa · ${siteOf('1004').globalSetting.browserTitle}`);
    expect(ldOf(old.document).find((data) => data['@type'] === 'BreadcrumbList')?.itemListElement?.map((step) => step.name)).toEqual([siteOf('1004').globalSetting.browserTitle, 'Programa']);
  });

  it("writes the site's head on routes other than a site page, asking for the site alone", async () => {
    const search = await head('/site/pages/speaker/search/index?siteId=1001');
    expect(search.document.title).toBe(siteOf('1001').globalSetting.browserTitle);
    expect(search.timing).not.toContain('fallback');
  });
});

it("keys nginx's page cache by the render service's rule for a phone and by the visitor's language cookie", () => {
  const conf = fs.readFileSync(new URL('../../deploy/nginx/minisite.conf', import.meta.url), 'utf8');
  expect(conf).toContain(`"~*${PHONE_AGENT.source}"`);
  expect(conf).toMatch(new RegExp(`proxy_cache_key [^;]*\\$minisite_terminal\\$cookie_${LANGUAGE_COOKIE};`));
});
