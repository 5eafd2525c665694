import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { originOf, sendText } from './http';
import { pageRenderer } from './pageRender';
import { ROBOTS_PATH, serveRobots } from './robots';
import { isSitemap, sitemaps } from './sitemaps';
import { RENDER_DEADLINE_MS, sitePage } from './sitePage';

export interface RenderServiceOptions {
  /** 0 picks a free port. */
  port: number;
  /** The gateway the service asks for each site (a real deployment's, not this origin's). */
  gateway: string;
  /** The built client (dist/): its index.html is the shell the head goes into. */
  clientDir: string;
  /** The app's server build (dist-server/): it renders each page's first screen into that shell. */
  serverDir: string;
  /** The site a page address without siteId shows (the deployment's domain config `siteId`). */
  defaultSiteId: string;
  /** The deployment's domain config `fileServer`, when it is not the pages' own origin. */
  fileServer?: string;
  /** The deployment's domain config, as its domain-config.js gives it to the browser: pages are rendered with it. */
  domainConfig: unknown;
  host?: string;
  log?: (line: string) => void;
}

export interface RunningRenderService {
  url: string;
  close(): Promise<void>;
}

/**
 * The render service of a deployment (deploy/nginx/minisite.conf's upstream for site pages): it
 * answers a site page's address with the shell, the site's head and the page's first screen, and
 * the origin's robots.txt and sitemaps; nothing else. It keeps
 * no visitor's state, so instances behind nginx's upstream scale it; nginx serves the files.
 */
export async function startRenderService(options: RenderServiceOptions): Promise<RunningRenderService> {
  const { port, gateway, clientDir, serverDir, defaultSiteId, fileServer, domainConfig, host = '127.0.0.1', log = console.log } = options;
  const render = pageRenderer(serverDir, RENDER_DEADLINE_MS);
  const page = sitePage({ gateway: () => gateway, defaultSiteId: () => defaultSiteId, enabled: true, fileServer, render, domainConfig: () => domainConfig, log });
  const sitemap = sitemaps({ gateway: () => gateway, defaultSiteId: () => defaultSiteId, domainConfig: () => domainConfig });
  const index = path.join(clientDir, 'index.html');
  let own = '';
  const server = http.createServer((req, res) => {
    const failed = (error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(res, 500, 'The page could not be written');
    };
    const url = new URL(req.url?.startsWith('/') ? req.url : '/', own);
    const reading = req.method === 'GET' || req.method === 'HEAD';
    if (reading && url.pathname === ROBOTS_PATH) return void serveRobots(req, res, { url, origin: originOf(req, own), account: null });
    if (reading && isSitemap(url.pathname)) return void sitemap(res, new URL(`${url.pathname}${url.search}`, originOf(req, own))).catch(failed);
    if (!reading || !url.pathname.startsWith(CLIENT_BASE)) {
      return sendText(res, 404, `The render service answers site pages under ${CLIENT_BASE} and ${ROBOTS_PATH} only`);
    }
    page(req, res, index, new URL(`${url.pathname}${url.search}`, originOf(req, own))).catch(failed);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  own = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: own,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
