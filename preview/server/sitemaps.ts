import { Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import { newsPage, type NewsStory } from '../../schemas/content/news';
import { presentItems } from '../../schemas/keptList';
import { pageDetailList, pageTree, type PageNode } from '../../schemas/page';
import { site as siteSchema, type Site } from '../../schemas/site';
import { knownTimeZone } from '../../src/i18n/format';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import { wireIso } from '../../src/i18n/zonedTime';
import { openToAnyone } from '../../src/identity/access';
import { hostOf } from '../../src/site/hostOf';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { isPage } from '../../src/site/pageTree';
import { flatten, homePageId } from '../../src/site/resolvePage';
import { pageAddress, storyAddress } from '../../src/site/crawling';
import { ask, type Asking } from './firstScreen';
import { send } from './http';
import { REVALIDATE } from './static';

/** The deployment's sitemap index (named in robots.txt), and each language site's sitemap beside it. */
export const SITEMAP_INDEX_PATH = `${CLIENT_BASE}sitemap.xml`;
const SITE_SITEMAP = new RegExp(`^${CLIENT_BASE}sitemaps/([\\w-]+)\\.xml$`);
const siteSitemapPath = (siteId: string) => `${CLIENT_BASE}sitemaps/${siteId}.xml`;

/** Whether an address is the sitemaps' (the index, or under the folder of the sites' sitemaps). */
export const isSitemap = (pathname: string) => pathname === SITEMAP_INDEX_PATH || pathname.startsWith(`${CLIENT_BASE}sitemaps/`);

/** How long the gateway may take over one sitemap's calls. */
const SITEMAP_DEADLINE_MS = 10_000;
/** A list read page by page for a sitemap: this many items a page, at most this many pages. */
const LIST_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 100;

/** What a language site lists: its published pages of modules, and its news stories. */
interface SitePages {
  site: Site;
  homeId: string | null;
  published: PageNode[];
  stories: NewsStory[];
}

/**
 * The site's news stories, every page of the list, where anyone may read them (the crawler, as
 * the server, asks as nobody; a site open only to the signed-in shows nobody its stories).
 */
async function storiesOf(where: Asking, site: Site): Promise<NewsStory[]> {
  if (!openToAnyone(site.globalSetting)) return [];
  const { bventId, language } = hostOf(site);
  const stories: NewsStory[] = [];
  for (let pageNo = 1; pageNo <= MAX_LIST_PAGES; pageNo++) {
    const page = await ask(where, 'Cms/GetNewsList', { bventId, siteId: site.id, lang: language, keywords: '', pageNo, pageSize: LIST_PAGE_SIZE }, newsPage, {});
    if (typeof page === 'string') break;
    const found = presentItems(page.list);
    stories.push(...found);
    if (found.length === 0 || (page.total != null && stories.length >= page.total)) break;
  }
  return stories;
}

async function sitePages(where: Asking, siteId: string): Promise<SitePages | null> {
  const [site, tree] = await Promise.all([ask(where, 'Site/GetSiteById', { id: siteId }, siteSchema, {}), ask(where, 'Page/Tree', { siteId }, pageTree, {})]);
  if (typeof site === 'string' || typeof tree === 'string') return null;
  const homeId = homePageId(tree);
  // A site closed to search engines lists nothing: its pages' and stories' calls are not made.
  if (!site.globalSetting.isOpenSEO) return { site, homeId, published: [], stories: [] };
  const pages = flatten(tree).filter(isPage);
  // A draft is the preview's: a page is listed only when one of its details is published.
  const published = await Promise.all(
    pages.map(async (node) => {
      const details = await ask(where, 'Page/Detail', { pageId: node.pageId }, pageDetailList, {});
      return typeof details !== 'string' && details.some((detail) => detail.isPublish) ? node : null;
    }),
  );
  return { site, homeId, published: published.filter((node) => node !== null), stories: await storiesOf(where, site) };
}

/** The same page in another language site: its home for the home, else the page sharing the commonPageId. */
function counterpart(node: PageNode, from: SitePages, other: SitePages): PageNode | null {
  if (node.pageId === from.homeId) return other.published.find((page) => page.pageId === other.homeId) ?? null;
  return node.commonPageId ? (other.published.find((page) => page.commonPageId === node.commonPageId) ?? null) : null;
}

/** The language sites a crawler may be given: those the site shows (not hidden). */
const visibleSites = (site: Site) => site.sites.filter((entry) => !entry.isHide).map((entry) => entry.id);

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
/** What the library refuses to write (it takes an empty stream for a mistake): a sitemap and an index with nothing in them. */
const NOTHING = {
  urlset: `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>`,
  index: `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></sitemapindex>`,
};

async function xml(stream: SitemapStream | SitemapIndexStream, items: readonly unknown[], nothing: string): Promise<string> {
  if (items.length === 0) return nothing;
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString();
}

function sendXml(res: ServerResponse, body: string): void {
  send(res, 200, body, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': REVALIDATE });
}

/**
 * The sitemaps of a deployment (the sitemaps protocol, written by the `sitemap` library): an
 * index of one sitemap per language site the default site shows, and each of those: the site's
 * published pages of modules and its news stories (their publishing time as `lastmod`), each
 * with its counterparts in the other language sites as `hreflang` alternates. A site whose
 * organiser left SEO off, or a hidden one, lists nothing.
 */
export function sitemaps({ gateway, defaultSiteId }: { gateway: () => string; defaultSiteId: () => string }) {
  const asking = (): Asking => ({ gateway: gateway(), language: DEFAULT_LANGUAGE, signal: AbortSignal.timeout(SITEMAP_DEADLINE_MS) });
  return async (res: ServerResponse, address: URL): Promise<void> => {
    const where = asking();
    const origin = address.origin;
    const home = await ask(where, 'Site/GetSiteById', { id: defaultSiteId() }, siteSchema, {});
    const listed = typeof home === 'string' ? [] : visibleSites(home);
    if (address.pathname === SITEMAP_INDEX_PATH) {
      return sendXml(res, await xml(new SitemapIndexStream(), listed.map((siteId) => ({ url: new URL(siteSitemapPath(siteId), origin).href })), NOTHING.index));
    }
    const siteId = SITE_SITEMAP.exec(address.pathname)?.[1];
    if (!siteId) return send(res, 404, `No sitemap at ${address.pathname}`, { 'Content-Type': 'text/plain; charset=utf-8' });
    const all = listed.includes(siteId) ? await Promise.all(listed.map((id) => sitePages(where, id))) : [];
    const own = all[listed.indexOf(siteId)];
    const items: SitemapItemLoose[] = [];
    if (own) {
      const others = all.filter((pages): pages is SitePages => pages !== null);
      for (const node of own.published) {
        const links = others.flatMap((other) => {
          const page = counterpart(node, own, other);
          return page ? [{ lang: other.site.language, url: pageAddress(origin, other.site.id, page.pageId, other.homeId) }] : [];
        });
        items.push({ url: pageAddress(origin, siteId, node.pageId, own.homeId), links });
      }
      const zone = knownTimeZone(own.site.bvent?.timeZone);
      for (const story of own.stories) {
        // The same story (the event's, by id) in each language site that lists it.
        const links = others.filter((other) => other.stories.some((each) => each.id === story.id)).map((other) => ({ lang: other.site.language, url: storyAddress(origin, other.site.id, story.id) }));
        const lastmod = wireIso(story.publishTime, zone);
        items.push({ url: storyAddress(origin, siteId, story.id), links, ...(lastmod ? { lastmod } : {}) });
      }
    }
    sendXml(res, await xml(new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } }), items, NOTHING.urlset));
  };
}
