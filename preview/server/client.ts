import fs from 'node:fs';
import path from 'node:path';
import { ASSISTANT_PATH, otherLoopbackOrigin } from './assistant';
import { pathAfter, redirect, send, sendText } from './http';
import type { Handler, Route } from './router';
import { pageRenderer } from './pageRender';
import { ROBOTS_PATH, serveRobots } from './robots';
import { SITEMAP_INDEX_PATH, sitemaps } from './sitemaps';
import { RENDER_DEADLINE_MS, sitePage } from './sitePage';
import { IMMUTABLE, isFile, resolveInside, REVALIDATE, serveFile } from './static';

export const CLIENT_BASE = '/site/';
const DOMAIN_CONFIG_PATH = `${CLIENT_BASE}domain-config.js`;
/** Vite puts hashed chunks here (base /site/ → dist/assets/). */
const ASSETS = 'assets/';

/**
 * `window.__DOMAIN_CONFIG__` pointing every address at this server (the origin the visitor
 * used, so the client and the OpenID provider share one host name) and at the chosen
 * fixture's default site. The server renders a site page with the same.
 */
function domainConfigFor(origin: string, defaultSiteId: string, fileServer: string | undefined) {
  return {
    gateway: origin,
    clientGateway: origin,
    fileServer: fileServer ?? origin,
    sso: origin,
    clientSso: origin,
    miniSite: `${origin}${CLIENT_BASE}`,
    pcSite: `${origin}${CLIENT_BASE}`,
    // Other products the personal centre and access states link out to: example hosts only.
    booth: 'https://booth.example.com/',
    agency: 'https://agency.example.com/',
    eventMobile: 'https://event-mobile.example.com/',
    eTicket: 'https://eticket.example.com/',
    attendeeCenter: 'https://attendee.example.com/',
    payment: 'https://payment.example.com/',
    registration: 'https://registration.example.com/',
    // The stand-in assistant, from the other loopback name: another origin, as a real one is (assistant.ts).
    assistantUrl: `${otherLoopbackOrigin(origin)}${ASSISTANT_PATH}`,
    siteId: defaultSiteId,
    enableReport: true,
    reportUrl: `${origin}/api/report`,
    mode: 'live',
  };
}

function domainConfig(defaultSiteId: () => string, fileServer: string | undefined): Handler {
  return (_req, res, { origin }) =>
    send(res, 200, `window.__DOMAIN_CONFIG__ = ${JSON.stringify(domainConfigFor(origin, defaultSiteId(), fileServer), null, 2)};\n`, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    });
}

/**
 * The built client: files from dist/, and any other address under /site/ answered with
 * dist/index.html so a reload of any route works. Missing hashed assets stay 404: an HTML
 * page served as a stale chunk would fail far less clearly.
 */
function clientFiles(distDir: string, page: ReturnType<typeof sitePage>): Handler {
  return async (req, res, { url, origin }) => {
    const relative = pathAfter(url.pathname, CLIENT_BASE);
    const file = resolveInside(distDir, relative);
    if (isFile(file)) return serveFile(req, res, file, relative.startsWith(ASSETS) ? IMMUTABLE : REVALIDATE);
    if (relative.startsWith(ASSETS)) return sendText(res, 404, `No such build asset: ${url.pathname}`);
    const index = path.join(distDir, 'index.html');
    if (!fs.existsSync(index)) {
      return sendText(res, 503, 'The client is not built: dist/index.html is missing. Run `npm run build`, or start the server without NO_BUILD=1.');
    }
    return page(req, res, index, new URL(`${url.pathname}${url.search}`, origin));
  };
}

/** The built client, and what the server needs to write a site page's head and first screen (sitePage.ts). */
export interface ClientServing {
  dir: string;
  /** The gateway the server asks for a site page's head (itself, on the embedded default). */
  gateway: () => string;
  /** False (SSR=0): site pages go out as the bare shell. */
  ssr: boolean;
  /** The file server the domain config names; default the visitor's origin. */
  fileServer?: string;
  /** The app's server build (dist-server/), which renders a site page's first screen into its HTML. */
  serverBuild: string;
}

/** `defaultSiteId` is read per request: a recording learns its site from the first one it records. */
export function clientRoutes(client: ClientServing, defaultSiteId: () => string): Route[] {
  const render = pageRenderer(client.serverBuild, RENDER_DEADLINE_MS);
  const configAt = (origin: string) => domainConfigFor(origin, defaultSiteId(), client.fileServer);
  const page = sitePage({ gateway: client.gateway, defaultSiteId, enabled: client.ssr, fileServer: client.fileServer, render, domainConfig: configAt });
  const read = ['GET', 'HEAD'];
  const sitemap = sitemaps({ gateway: client.gateway, defaultSiteId, domainConfig: configAt });
  const sitemapAt: Handler = (_req, res, { url, origin }) => sitemap(res, new URL(`${url.pathname}${url.search}`, origin));
  return [
    { methods: read, path: '/', handle: (_req, res, { url }) => redirect(res, `${CLIENT_BASE}${url.search}`) },
    { methods: read, path: '/site', handle: (_req, res, { url }) => redirect(res, `${CLIENT_BASE}${url.search}`) },
    { methods: read, path: DOMAIN_CONFIG_PATH, handle: domainConfig(defaultSiteId, client.fileServer) },
    { methods: read, path: ROBOTS_PATH, handle: serveRobots },
    { methods: read, path: SITEMAP_INDEX_PATH, handle: sitemapAt },
    { methods: read, path: `${CLIENT_BASE}sitemaps/`, prefix: true, handle: sitemapAt },
    { methods: read, path: CLIENT_BASE, prefix: true, handle: clientFiles(client.dir, page) },
  ];
}
