import { Readable } from 'node:stream';
import type { ServerResponse } from 'node:http';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Activity } from '../../schemas/content/activity';
import type { NewsStory } from '../../schemas/content/news';
import type { ScheduleItem } from '../../schemas/content/schedule';
import type { Speaker } from '../../schemas/content/speaker';
import { pageDetailList, pageTree, type PageNode } from '../../schemas/page';
import { site as siteSchema, type Site } from '../../schemas/site';
import { knownTimeZone } from '../../src/i18n/format';
import { DEFAULT_LANGUAGE } from '../../src/i18n/languages';
import { wireIso } from '../../src/i18n/zonedTime';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { isPage } from '../../src/site/pageTree';
import { flatten, homePageId } from '../../src/site/resolvePage';
import { homeAddress, pageAddress, sessionAddress, speakerAddress, storyAddress } from '../../src/site/crawling';
import { domainConfig as domainConfigSchema } from '../../src/platform/config';
import { ask, type Asking } from './ask';
import { activitiesOf, sessionsOf, speakersOf, storiesOf } from './eventContent';
import { send } from './http';
import { REVALIDATE } from './static';

/** The deployment's sitemap index (named in robots.txt), and each language site's sitemaps beside it: `<siteId>.xml`, then `<siteId>.2.xml`… past the protocol's limits. */
export const SITEMAP_INDEX_PATH = `${CLIENT_BASE}sitemap.xml`;
const SITE_SITEMAP = new RegExp(`^${CLIENT_BASE}sitemaps/([\\w-]+?)(?:\\.(\\d+))?\\.xml$`);
const siteSitemapPath = (siteId: string, part: number) => `${CLIENT_BASE}sitemaps/${siteId}${part > 1 ? `.${part}` : ''}.xml`;

/** The protocol's limits on one sitemap (sitemaps.org): addresses, and bytes uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

/** Whether an address is the sitemaps' (the index, or under the folder of the sites' sitemaps). */
export const isSitemap = (pathname: string) => pathname === SITEMAP_INDEX_PATH || pathname.startsWith(`${CLIENT_BASE}sitemaps/`);

/** How long the gateway may take over one sitemap's calls. */
const SITEMAP_DEADLINE_MS = 10_000;
/** What a language site lists: its published pages of modules, and what its lists lead to (stories, speakers, sessions, the sites of its activities). */
interface SitePages {
  site: Site;
  homeId: string | null;
  published: PageNode[];
  stories: NewsStory[];
  speakers: Speaker[];
  sessions: ScheduleItem[];
  activities: Activity[];
}

async function sitePages(where: Asking, siteId: string, destinationCode: string): Promise<SitePages | null> {
  const [site, tree] = await Promise.all([ask(where, 'Site/GetSiteById', { id: siteId }, siteSchema, {}), ask(where, 'Page/Tree', { siteId }, pageTree, {})]);
  if (typeof site === 'string' || typeof tree === 'string') return null;
  const homeId = homePageId(tree);
  // A site closed to search engines lists nothing: its pages' and stories' calls are not made.
  if (!site.globalSetting.isOpenSEO) return { site, homeId, published: [], stories: [], speakers: [], sessions: [], activities: [] };
  const pages = flatten(tree).filter(isPage);
  // A draft is the preview's: a page is listed only when one of its details is published.
  const published = await Promise.all(
    pages.map(async (node) => {
      const details = await ask(where, 'Page/Detail', { pageId: node.pageId }, pageDetailList, {});
      return typeof details !== 'string' && details.some((detail) => detail.isPublish) ? node : null;
    }),
  );
  const [stories, speakers, sessions, activities] = await Promise.all([storiesOf(where, site), speakersOf(where, site), sessionsOf(where, site), activitiesOf(where, site, destinationCode)]);
  return { site, homeId, published: published.filter((node) => node !== null), stories, speakers, sessions, activities };
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

/** Every address a language site lists, each with the same content in the other language sites as alternates. */
function itemsOf(own: SitePages, all: readonly SitePages[], origin: string): SitemapItemLoose[] {
  const siteId = own.site.id;
  const items: SitemapItemLoose[] = [];
  for (const node of own.published) {
    const links = all.flatMap((other) => {
      const page = counterpart(node, own, other);
      return page ? [{ lang: other.site.language, url: pageAddress(origin, other.site.id, page.pageId, other.homeId) }] : [];
    });
    items.push({ url: pageAddress(origin, siteId, node.pageId, own.homeId), links });
  }
  // A story, a speaker or a session is the event's, under one id in every language site that lists it.
  const alike = (address: (origin: string, siteId: string, id: string) => string, id: string, listed: (other: SitePages) => boolean) =>
    all.filter(listed).map((other) => ({ lang: other.site.language, url: address(origin, other.site.id, id) }));
  const zone = knownTimeZone(own.site.bvent?.timeZone);
  for (const story of own.stories) {
    const lastmod = wireIso(story.publishTime, zone);
    const links = alike(storyAddress, story.id, (other) => other.stories.some((each) => each.id === story.id));
    items.push({ url: storyAddress(origin, siteId, story.id), links, ...(lastmod ? { lastmod } : {}) });
  }
  for (const { pkey } of own.speakers) items.push({ url: speakerAddress(origin, siteId, pkey), links: alike(speakerAddress, pkey, (other) => other.speakers.some((each) => each.pkey === pkey)) });
  for (const { id } of own.sessions) items.push({ url: sessionAddress(origin, siteId, id), links: alike(sessionAddress, id, (other) => other.sessions.some((each) => each.id === id)) });
  // An activity opens another event's site at its home (its languages are that site's to say); the site's own versions are listed above.
  const languageSites = new Set(all.map((other) => other.site.id));
  const opened = new Set(own.activities.map((each) => each.siteId).filter((id) => !languageSites.has(id)));
  for (const id of opened) items.push({ url: homeAddress(origin, id) });
  return items;
}

/** An address's bytes in a sitemap, at most: its element, its date and each alternate's element. */
const entryBytes = (item: SitemapItemLoose) => 200 + item.url.length + (item.links ?? []).reduce((bytes, link) => bytes + 100 + link.url.length, 0);

/** A site's addresses in sitemaps each within the protocol's limits: as many to a sitemap as the largest entry allows. */
function parts(items: SitemapItemLoose[], limits: typeof SITEMAP_LIMITS): SitemapItemLoose[][] {
  const perPart = Math.max(1, Math.min(limits.urls, Math.floor(limits.bytes / Math.max(0, ...items.map(entryBytes)))));
  const split: SitemapItemLoose[][] = [];
  for (let start = 0; start < items.length; start += perPart) split.push(items.slice(start, start + perPart));
  return split.length ? split : [[]];
}

/**
 * The sitemaps of a deployment (the sitemaps protocol, written by the `sitemap` library): an
 * index of the sitemaps of each language site the default site shows, and each of those: the
 * site's published pages of modules, its news stories (their publishing time as `lastmod`), its
 * speakers, its sessions and the homes of the sites its activities open, each with its counterparts in the other language sites as
 * `hreflang` alternates; a site past the protocol's limits in as many sitemaps as it needs. A
 * site whose organiser left SEO off, or a hidden one, lists nothing.
 */
export function sitemaps({
  gateway,
  defaultSiteId,
  domainConfig = () => ({}),
  limits = SITEMAP_LIMITS,
}: {
  gateway: () => string;
  defaultSiteId: () => string;
  /** The deployment's domain config by origin (as its pages get it): the destination code its activities are listed under. */
  domainConfig?: (origin: string) => unknown;
  limits?: typeof SITEMAP_LIMITS;
}) {
  const asking = (): Asking => ({ gateway: gateway(), language: DEFAULT_LANGUAGE, signal: AbortSignal.timeout(SITEMAP_DEADLINE_MS) });
  return async (res: ServerResponse, address: URL): Promise<void> => {
    const where = asking();
    const origin = address.origin;
    const home = await ask(where, 'Site/GetSiteById', { id: defaultSiteId() }, siteSchema, {});
    const listed = typeof home === 'string' ? [] : visibleSites(home);
    const wanted = SITE_SITEMAP.exec(address.pathname);
    const isIndex = address.pathname === SITEMAP_INDEX_PATH;
    if (!isIndex && !wanted) return send(res, 404, `No sitemap at ${address.pathname}`, { 'Content-Type': 'text/plain; charset=utf-8' });
    // Each site's sitemaps name their counterparts in the others: every language site is read.
    const destinationCode = domainConfigSchema.safeParse(domainConfig(origin)).data?.destinationEventId ?? '';
    const read = isIndex || listed.includes(wanted![1]!) ? await Promise.all(listed.map((id) => sitePages(where, id, destinationCode))) : [];
    const all = read.filter((pages): pages is SitePages => pages !== null);
    const partsOf = (siteId: string) => {
      const own = read[listed.indexOf(siteId)];
      return own ? parts(itemsOf(own, all, origin), limits) : [[]];
    };
    if (isIndex) {
      const sitemapsListed = listed.flatMap((siteId) => partsOf(siteId).map((_, index) => ({ url: new URL(siteSitemapPath(siteId, index + 1), origin).href })));
      return sendXml(res, await xml(new SitemapIndexStream(), sitemapsListed, NOTHING.index));
    }
    const [, siteId, part] = wanted!;
    const items = listed.includes(siteId!) ? partsOf(siteId!)[Number(part ?? 1) - 1] : [];
    if (!items) return send(res, 404, `No sitemap at ${address.pathname}`, { 'Content-Type': 'text/plain; charset=utf-8' });
    sendXml(res, await xml(new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } }), items, NOTHING.urlset));
  };
}
