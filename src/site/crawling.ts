import { CLIENT_BASE } from '../platform/clientBase';
import { MALL_BASE, ROUTES } from './routes';

/**
 * The site's addresses a search engine is kept away from (robots.txt), as path prefixes under the
 * router's base: a visitor's own pages (sign-in, the personal centre, the points mall, their code),
 * searches (a page per query, nothing of their own to find), and pages that only pass through or
 *frame another (the web view, the assistant's chat, the error page).
 */
export const UNCRAWLED: readonly string[] = [
  // Every sign-in page (the login, the mini program's, the return pages) lives under this folder.
  '/pages/login/',
  ROUTES.personalCenter,
  MALL_BASE,
  ROUTES.shareCode,
  ROUTES.activitySearch,
  ROUTES.speakerSearch,
  ROUTES.pictureSearch,
  ROUTES.videoSearch,
  ROUTES.documentSearch,
  ROUTES.exhibitionScheduleSearch,
  ROUTES.newsSearch,
  ROUTES.scheduleSearch,
  ROUTES.globalSearch,
  ROUTES.webview,
  ROUTES.assistant,
  ROUTES.notFound,
];

/** A route's address on a site, at `origin`, with its query. */
function addressOn(origin: string, route: string, query: Record<string, string>): string {
  const address = new URL(`${CLIENT_BASE}${route.slice(1)}`, origin);
  for (const [name, value] of Object.entries(query)) address.searchParams.set(name, value);
  return address.href;
}

/** A site's home, at the site's root. */
export const homeAddress = (origin: string, siteId: string): string => addressOn(origin, ROUTES.root, { siteId });

/** The address a site's page is given to crawlers by (sitemaps, structured data): the home at the site's root, any other page by its id. */
export const pageAddress = (origin: string, siteId: string, pageId: string, homeId: string | null): string =>
  pageId === homeId ? homeAddress(origin, siteId) : addressOn(origin, ROUTES.home, { siteId, pageId });

/** A news story's address on a site. */
export const storyAddress = (origin: string, siteId: string, storyId: string): string => addressOn(origin, ROUTES.newsDetail, { siteId, id: storyId });

/** A speaker's page on a site. */
export const speakerAddress = (origin: string, siteId: string, pkey: string): string => addressOn(origin, ROUTES.speakerDetail, { siteId, id: pkey });

/** A session's page on a site. */
export const sessionAddress = (origin: string, siteId: string, sessionId: string): string => addressOn(origin, ROUTES.scheduleDetail, { siteId, id: sessionId });
