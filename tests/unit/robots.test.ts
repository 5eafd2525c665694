// @vitest-environment node
import robotsParser from 'robots-parser';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../preview/server/robots';
import { UNCRAWLED } from '../../src/site/crawling';
import { ROUTES } from '../../src/site/routes';

const ORIGIN = 'https://expo.example.com';
// Read as a crawler reads it, by a parser made for the job (RFC 9309: the longest rule wins).
const robots = robotsParser(`${ORIGIN}/robots.txt`, robotsTxt(ORIGIN));
const allowed = (address: string) => robots.isAllowed(`${ORIGIN}${address}`, 'Googlebot');

describe('robots.txt', () => {
  it('lets crawlers read the site: its pages, lists and every story, speaker and session', () => {
    const readable = [
      '/site/',
      '/site/?siteId=1002',
      `/site${ROUTES.home}?siteId=1001&pageId=100101`,
      `/site${ROUTES.news}?siteId=1001&moduleId=7`,
      `/site${ROUTES.newsDetail}?siteId=1001&id=3`,
      `/site${ROUTES.speakers}?siteId=1001`,
      `/site${ROUTES.speakerDetail}?siteId=1001&id=12`,
      `/site${ROUTES.schedule}?siteId=9101`,
      `/site${ROUTES.scheduleDetail}?siteId=9101&id=5`,
      `/site${ROUTES.activities}?siteId=1001`,
      `/site${ROUTES.exhibitionScheduleDetail}?siteId=1001&id=2`,
    ];
    expect(readable.filter((address) => !allowed(address))).toEqual([]);
  });

  it("keeps them out of a visitor's own pages, the searches, the pages that only pass through, and the preview", () => {
    const kept = [
      '/preview/',
      '/preview/api/fixtures',
      ...UNCRAWLED.map((path) => `/site${path}?siteId=1001&keyword=expo`),
      `/site${ROUTES.pointsProduct}?id=3`,
      `/site${ROUTES.loginCallback}?code=x`,
    ];
    expect(kept.filter(allowed)).toEqual([]);
  });

  it("names the deployment's sitemap index, at the origin it was asked on", () => {
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/site/sitemap.xml`]);
    expect(allowed('/site/sitemap.xml')).toBe(true);
  });

  it('holds every sign-in page under the one folder it keeps crawlers out of', () => {
    const signIn = Object.entries(ROUTES).filter(([name]) => /login|Login|signPath|mpAccount|autoLogin/.test(name) && !name.startsWith('points'));
    expect(signIn.map(([, path]) => path).filter((path) => !UNCRAWLED.some((prefix) => path.startsWith(prefix)))).toEqual([]);
  });
});
