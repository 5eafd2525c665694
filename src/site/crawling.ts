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
