// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site as siteSchema } from '../../schemas/site';
import { sitePage, withSiteHead } from '../../preview/server/sitePage';
import { siteOf } from '../e2e/fixtureData';

const SHELL = `<!doctype html>
<html lang="en-US">
  <head>
    <!--site-head-->
    <title data-head="title"></title>
    <!--/site-head-->
  </head>
  <body><div id="root"></div></body>
</html>`;

const HOSTILE = '</title><script>alert(1)</script><!--';
const hostileSite = siteSchema.parse({
  ...siteOf('1001'),
  title: HOSTILE,
  globalSetting: { browserTitle: '', isOpenSEO: true, description: '"><img src=x onerror=alert(1)>', keyWords: "' onload='alert(1)" },
  shareSetting: { title: '</script><script>alert(1)</script>', desc: '\u2028', h5Img: '/pic.png?a="><script>alert(1)</script>' },
});

describe('the head the server writes', () => {
  it('keeps a hostile title, description and share text as text: no element or attribute comes out of them', () => {
    const html = withSiteHead(SHELL, hostileSite, new URL('http://127.0.0.1/site/?siteId=1001'));
    const { document } = new JSDOM(html).window;
    expect(document.scripts).toHaveLength(0);
    expect(document.querySelectorAll('img, [onload], [onerror]')).toHaveLength(0);
    expect(document.title).toBe(HOSTILE);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('"><img src=x onerror=alert(1)>');
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('</script><script>alert(1)</script>');
    expect(document.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('http://127.0.0.1/pic.png?a=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
  });

  it('names the alternates of every published language and the page as canonical, and puts the site language on the document', () => {
    const html = withSiteHead(SHELL, siteOf('1002'), new URL('http://example.org/site/?siteId=1002#hours'));
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
  let answer: (res: http.ServerResponse) => void;
  const logged: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-page-'));
  const indexFile = path.join(dir, 'index.html');

  beforeAll(async () => {
    fs.writeFileSync(indexFile, SHELL);
    // The gateway stands in at the network's edge; the page handler is the server's own.
    gatewayServer = http.createServer((_req, res) => answer(res));
    await new Promise<void>((resolve) => gatewayServer.listen(0, '127.0.0.1', resolve));
    const gateway = `http://127.0.0.1:${(gatewayServer.address() as AddressInfo).port}`;
    const page = sitePage({ gateway: () => gateway, defaultSiteId: () => '1001', enabled: true, deadlineMs: 200, log: (line) => logged.push(line) });
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

  it.each([
    ['gateway-timeout', (res: http.ServerResponse) => setTimeout(() => res.end(envelope(siteOf('1001'))), 1000)],
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

  it('writes the head from a good reply, and serves it again from its cache without asking', async () => {
    let asked = 0;
    answer = (res) => {
      asked += 1;
      res.end(envelope(siteOf('1001')));
    };
    const first = await fetch(`${pageUrl}/site/pages/index/index?siteId=1001`);
    expect(await first.text()).toContain(`<title data-head="title">${siteOf('1001').globalSetting.browserTitle}</title>`);
    expect(first.headers.get('server-timing')).toMatch(/gateway;dur=[\d.]+, render;dur=[\d.]+, cache;desc="miss"/);
    const second = await fetch(`${pageUrl}/site/pages/index/index?siteId=1001`);
    expect(second.headers.get('server-timing')).toBe('cache;desc="hit"');
    expect(asked).toBe(1);
  });
});
