import { CLIENT_BASE } from '../../src/platform/clientBase';
import { UNCRAWLED } from '../../src/site/crawling';
import { sendText } from './http';
import { REVALIDATE } from './static';
import { PREVIEW_BASE } from './preview';
import { SITEMAP_INDEX_PATH } from './sitemaps';
import type { Handler } from './router';

/**
 * What this origin tells crawlers (robots.txt, RFC 9309): the site's pages allowed, a visitor's own
 * pages, searches and the preview harness (an organiser's tool) not; the sitemaps named. Paths are prefixes; a rule for `/site/points/`
 * covers every address of the mall, whatever its query.
 */
export function robotsTxt(origin: string): string {
  const disallowed = [PREVIEW_BASE, ...UNCRAWLED.map((path) => `${CLIENT_BASE}${path.slice(1)}`)];
  return ['User-agent: *', `Allow: ${CLIENT_BASE}`, ...disallowed.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL(SITEMAP_INDEX_PATH, origin).href}`, ''].join('\n');
}

/** Where crawlers ask: the origin's root (RFC 9309), whatever base the client has. */
export const ROBOTS_PATH = '/robots.txt';

/** `/robots.txt`, as the embedded server and the render service answer it. */
export const serveRobots: Handler = (_req, res, { origin }) => sendText(res, 200, robotsTxt(origin), { 'Cache-Control': REVALIDATE });
