// The addresses that show each route of the product with content, shared by the specs that walk
// every route (the layout-shift check, the fault matrix).
import type { LanguageCode } from '../../schemas/primitives';
import { listPages } from '../../src/pages/list/listPages';
import { ROUTES } from '../../src/site/routes';
import { bundle, pages, siteOf } from './fixtureData';

/** A bundle's site in `language` (its default site's per-language list). */
export function siteIn(bundleName: string, language: LanguageCode): string {
  const home = bundle(bundleName).manifest.defaultSiteId;
  const found = siteOf(home).sites.find((entry) => entry.language === language);
  if (!found) throw new Error(`${bundleName} has no ${language} site`);
  return found.id;
}

/** The keyword searches the fixtures record, which are English ones: other languages open the searches empty. */
const ENGLISH_SEARCHES = { schedule: 'forum', site: 'chen', activities: 'macao', pictures: 'hall', videos: 'tour', documents: 'guide' };

/**
 * Every route the client serves (routes not built yet fall through to the 404 page, which is
 * here itself), each on a site where it has something to show: list pages, the speaker and
 * session pages on the kitchen sink (which records every content call), the login pages on the
 * cookie-mode conference (in strong mode they hand over to the OpenID provider at once). The
 * sign-in return pages only pass through (they redirect at once), so they are not here. In a
 * language other than English, each address names that language's site.
 */
export function servedAddresses(language: LanguageCode = 'en-US'): string[] {
  const english = language === 'en-US';
  const kitchenSink = siteIn('kitchen-sink', language);
  const cookieSite = siteIn('cookie-conference', language);
  const expo = siteIn('demo-expo', language);
  /** The English default needs no siteId: the embedded default's site is the expo's English one. */
  const onExpo = english ? '' : `siteId=${expo}`;
  const searching = (word: keyof typeof ENGLISH_SEARCHES, name = 'keyword') => (english ? `&${name}=${ENGLISH_SEARCHES[word]}` : '');
  const expoSearch = (route: string, word: keyof typeof ENGLISH_SEARCHES) => {
    const query = [onExpo, english ? `keyword=${ENGLISH_SEARCHES[word]}` : ''].filter(Boolean).join('&');
    return query ? `${route}?${query}` : route;
  };
  const onExpoOnly = (route: string) => (onExpo ? `${route}?${onExpo}` : route);
  const kitchenHome = pages(kitchenSink)[0]!.pageId;
  return [
    onExpoOnly('/'),
    onExpoOnly(ROUTES.home),
    onExpoOnly(ROUTES.personalCenter),
    onExpoOnly(ROUTES.notFound),
    `${ROUTES.webview}?url=https%3A%2F%2Fexample.com%2F${onExpo ? `&${onExpo}` : ''}`,
    ...listPages.map(({ route }) => `${route}?siteId=${kitchenSink}`),
    `${ROUTES.speakerSearch}?siteId=${kitchenSink}`,
    // A speaker with sessions: they come under the profile once the programme is in.
    `${ROUTES.speakerDetail}?siteId=${kitchenSink}&id=sp-09`,
    `${ROUTES.scheduleSearch}?siteId=${kitchenSink}${searching('schedule', 'keywords')}`,
    `${ROUTES.scheduleDetail}?siteId=${kitchenSink}&id=801`,
    `${ROUTES.exhibitionScheduleSearch}?siteId=${kitchenSink}`,
    // The home (its only page)'s exhibition agenda module (position 06) and one of its entries.
    `${ROUTES.exhibitionScheduleDetail}?siteId=${kitchenSink}&pageId=${kitchenHome}&moduleId=${kitchenHome}06&id=9104`,
    `${ROUTES.newsSearch}?siteId=${kitchenSink}`,
    // The story with a picture in its body.
    `${ROUTES.newsDetail}?siteId=${kitchenSink}&id=7003`,
    `${ROUTES.activities}?siteId=${kitchenSink}`,
    `${ROUTES.activitySearch}?siteId=${kitchenSink}${searching('activities')}`,
    // The demo expo's Visit page has a child: its second-level page.
    `${ROUTES.second}?${onExpo ? `${onExpo}&` : ''}pageId=${pages(expo).find((node) => node.children.length > 0)!.pageId}`,
    `${ROUTES.schedule}?siteId=${kitchenSink}&view=grid&day=2026-10-23`,
    `${ROUTES.schedule}?siteId=${kitchenSink}&view=agenda`,
    `${ROUTES.globalSearch}?siteId=${kitchenSink}`,
    ...(english ? [`${ROUTES.globalSearch}?siteId=${kitchenSink}${searching('site')}`] : []),
    // Signed out: the not-logged-in text where the code would be.
    onExpoOnly(ROUTES.shareCode),
    onExpoOnly(ROUTES.shareView),
    `${ROUTES.shareView}?siteId=${kitchenSink}&path=${encodeURIComponent(`/site${ROUTES.scheduleDetail}?siteId=${kitchenSink}&id=801`)}`,
    `${ROUTES.questions}?siteId=${kitchenSink}`,
    // An answer opened by its address, scrolled to below the bar.
    `${ROUTES.questions}?siteId=${kitchenSink}&id=889041`,
    // The stand-in assistant in its frame (the embedded default's assistantUrl).
    onExpoOnly(ROUTES.assistant),
    // The file searches on the demo expo, whose keyword searches are recorded.
    expoSearch(ROUTES.pictureSearch, 'pictures'),
    expoSearch(ROUTES.videoSearch, 'videos'),
    expoSearch(ROUTES.documentSearch, 'documents'),
    ...[ROUTES.login, ROUTES.mpAccount, ROUTES.signPath, ROUTES.autoLogin].map((route) => `${route}?siteId=${cookieSite}`),
    // h5login names its site by pageId (spec section 2).
    `${ROUTES.h5Login}?pageId=${cookieSite}`,
  ];
}

/** The points mall's routes on the demo expo, as a signed-out visitor opens them (each asks them to sign in). */
export const mallAddresses = (): string[] => [
  ROUTES.points,
  ROUTES.pointsProduct,
  ROUTES.pointsRedeemed,
  ROUTES.pointsSearch,
  ROUTES.pointsOrders,
  ROUTES.pointsOrderDetail,
  ROUTES.pointsLedger,
  ROUTES.memberCenter,
  ROUTES.pointsForbidden,
  ROUTES.pointsLogin,
];
