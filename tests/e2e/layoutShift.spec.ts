// Nothing jumps (issue 7): every route the product serves, at both sizes, loads with a cumulative
// layout shift of at most 0.01. Layout shift is a layout figure, not a timing: Chromium reports
// each shift with the nodes that moved, so a failure names them.
import { listPages } from '../../src/pages/list/listPages';
import { bundle, pages } from './fixtureData';
import { expect, test } from './support';
import { ROUTES } from '../../src/site/routes';

const MAX_CLS = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts: Shift[];
  }
}

/** Pages of modules: every page of the demo expo and of the other built-in sites' homes. */
function modulePages(): string[] {
  const expo = bundle('demo-expo').manifest.defaultSiteId;
  const ownPages = pages(expo)
    .filter((node) => node.type === 'site' || node.type === 'pagemodule')
    .map((node) => `${ROUTES.home}?pageId=${node.pageId}`);
  const otherSites = ['light-conference', 'kitchen-sink', 'stress'].map((name) => `/?siteId=${bundle(name).manifest.defaultSiteId}`);
  return [...ownPages, ...otherSites];
}

/**
 * Every route the client serves (routes not built yet fall through to the 404 page, which is
 * here itself), each on a site where it has something to show: list pages, the speaker and
 * session pages on the kitchen sink (which records every content call), the login pages on the
 * cookie-mode conference (in strong mode they hand over to the OpenID provider at once). The
 * sign-in return pages only pass through (they redirect at once), so they have no layout of
 * their own.
 */
function servedAddresses(): string[] {
  const kitchenSink = bundle('kitchen-sink').manifest.defaultSiteId;
  const cookieSite = bundle('cookie-conference').manifest.defaultSiteId;
  return [
    '/',
    ROUTES.home,
    ROUTES.personalCenter,
    ROUTES.notFound,
    `${ROUTES.webview}?url=https%3A%2F%2Fexample.com%2F`,
    ...listPages.map(({ route }) => `${route}?siteId=${kitchenSink}`),
    `${ROUTES.speakerSearch}?siteId=${kitchenSink}`,
    // A speaker with sessions: they come under the profile once the programme is in.
    `${ROUTES.speakerDetail}?siteId=${kitchenSink}&id=sp-09`,
    `${ROUTES.scheduleSearch}?siteId=${kitchenSink}&keywords=forum`,
    `${ROUTES.scheduleDetail}?siteId=${kitchenSink}&id=801`,
    `${ROUTES.exhibitionScheduleSearch}?siteId=${kitchenSink}`,
    `${ROUTES.exhibitionScheduleDetail}?siteId=${kitchenSink}&pageId=910101&moduleId=91010106&id=9104`,
    `${ROUTES.newsSearch}?siteId=${kitchenSink}`,
    // The story with a picture in its body.
    `${ROUTES.newsDetail}?siteId=${kitchenSink}&id=7003`,
    `${ROUTES.activities}?siteId=${kitchenSink}`,
    `${ROUTES.activitySearch}?siteId=${kitchenSink}&keyword=macao`,
    // The demo expo's Visit page has a child: its second-level page.
    `${ROUTES.second}?pageId=${pages(bundle('demo-expo').manifest.defaultSiteId).find((node) => node.children.length > 0)!.pageId}`,
    `${ROUTES.schedule}?siteId=${kitchenSink}&view=grid&day=2026-10-23`,
    `${ROUTES.schedule}?siteId=${kitchenSink}&view=agenda`,
    `${ROUTES.globalSearch}?siteId=${kitchenSink}`,
    `${ROUTES.globalSearch}?siteId=${kitchenSink}&keyword=chen`,
    // Signed out: the not-logged-in text where the code would be.
    ROUTES.shareCode,
    ROUTES.shareView,
    `${ROUTES.shareView}?siteId=${kitchenSink}&path=${encodeURIComponent(`/site${ROUTES.scheduleDetail}?siteId=${kitchenSink}&id=801`)}`,
    `${ROUTES.questions}?siteId=${kitchenSink}`,
    // An answer opened by its address, scrolled to below the bar.
    `${ROUTES.questions}?siteId=${kitchenSink}&id=889041`,
    // The stand-in assistant in its frame (the embedded default's assistantUrl).
    ROUTES.assistant,
    // The file searches on the demo expo, whose keyword searches are recorded.
    `${ROUTES.pictureSearch}?keyword=hall`,
    `${ROUTES.videoSearch}?keyword=tour`,
    `${ROUTES.documentSearch}?keyword=guide`,
    ...[ROUTES.login, ROUTES.mpAccount, ROUTES.signPath, ROUTES.autoLogin].map((route) => `${route}?siteId=${cookieSite}`),
    // h5login names its site by pageId (spec section 2).
    `${ROUTES.h5Login}?pageId=${cookieSite}`,
  ];
}

const addresses = [...servedAddresses(), ...modulePages()];

test.describe.configure({ mode: 'parallel' });

for (const address of addresses) {
  test(`nothing moves while ${address} loads`, async ({ page }) => {
    await page.addInitScript(() => {
      window.__layoutShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] })[]) {
          if (entry.hadRecentInput) continue;
          const sources = entry.sources.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 160) : String(source.node?.nodeName)));
          window.__layoutShifts.push({ value: entry.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/site${address}`, { waitUntil: 'networkidle' });
    // Loaded means: the page shows something and nothing in it is still marked busy (modules
    // still to reveal, skeletons of data on its way).
    // Some routes redirect (old links, the 404 page): what counts is where they end.
    await expect(page.locator('#main')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#main [aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => window.__layoutShifts);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    const report = shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.sources.join(' | ')}`).join('\n');
    expect(total, `Layout shifts on ${address}:\n${report}`).toBeLessThanOrEqual(MAX_CLS);
  });
}
