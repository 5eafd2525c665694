import type * as z from 'zod/mini';
import { CALLS } from '../../schemas/calls';
import { newsDetail } from '../../schemas/content/news';
import { envelope } from '../../schemas/envelope';
import { firstReplyKey } from '../../schemas/firstReplies';
import { pageDetailList, pageTree, type PageDetail, type PageNode, type Terminal } from '../../schemas/page';
import { site as siteSchema, type Site } from '../../schemas/site';
import { withFilesAgainst, type LanguageCode } from '../../schemas/primitives';
import { CLIENT_BASE } from '../../src/platform/clientBase';
import { openToAnyone } from '../../src/identity/access';
import { pageHero } from '../../src/modules/banner/hero';
import { pageKey } from '../../src/pages/shared/loadPage';
import { hostOf } from '../../src/site/hostOf';
import { knownTimeZone } from '../../src/i18n/format';
import { wireIso } from '../../src/i18n/zonedTime';
import { siteKey } from '../../src/site/loadSite';
import type { PageHead } from '../../src/site/siteHead';
import { detailFor, homePage, pageTrail, requestedPageId } from '../../src/site/resolvePage';
import { ROUTES } from '../../src/site/routes';
import { jsonOf } from '../record/json';

/** Why a page went out without what the gateway would have given it; each is counted in Server-Timing and the log. */
export type Fallback = 'gateway-timeout' | 'gateway-error' | 'gateway-invalid' | 'no-data' | 'no-site' | 'no-page';

/** What the server knows of a site page before any script runs. */
export interface FirstScreen {
  site: Site;
  /** The gateway's replies it was written from, by call (schemas/firstReplies.ts): the page carries them. */
  replies: Record<string, unknown>;
  /** The page at the address, on a site page's route; null elsewhere or when its calls failed (`missed` says why). */
  /** `home` and `trail`: the site's home page, and the nodes of the tree from its top down to this page. */
  page: { title: string | null | undefined; hero: string | null; detail: PageDetail; home: PageNode | null; trail: PageNode[] } | null;
  /** The story at the address, on a news story's route: what a shared link's preview shows of it. */
  story: PageHead['preview'];
  /** The same replies as the views read them (by their query keys), for the render of the page. */
  read: [string, unknown][];
  missed: Fallback | null;
}

/** Where and how the server asks: the gateway, in the visitor's language (as their browser would), by the deadline. */
export interface Asking {
  gateway: string;
  language: LanguageCode;
  signal: AbortSignal;
  /** Where the page's browser resolves relative file addresses (null: as they come), so the server reads them alike. */
  files?: string | null;
}

/**
 * One gateway call as its declaration names it (schemas/calls.ts), read with the schema the
 * client reads it with; a good reply joins `replies` as the gateway sent it.
 */
export async function ask<T extends z.ZodMiniType>(where: Asking, name: keyof typeof CALLS, body: object, returnObj: T, replies: Record<string, unknown>): Promise<z.output<T> | Fallback> {
  const call = CALLS[name];
  const { gateway, language, signal } = where;
  try {
    const response = await fetch(new URL(call.path, gateway), {
      method: call.method,
      headers: { 'Content-Type': 'application/json', 'x-lang': language },
      body: JSON.stringify(body),
      signal,
    });
    if (!response.ok) return 'gateway-error';
    const sent = jsonOf(await response.text());
    const reply = withFilesAgainst(where.files ?? null, () => envelope(returnObj).safeParse(sent));
    if (!reply.success) return 'gateway-invalid';
    if (!reply.data.isSuccess || reply.data.returnObj == null) return 'no-data';
    replies[firstReplyKey(call.method, call.path, language, body)] = sent;
    return reply.data.returnObj as z.output<T>;
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'gateway-timeout' : 'gateway-error';
  }
}

/** The route an address shows, as the browser's router reads it. */
const routeOf = (address: URL) => address.pathname.slice(CLIENT_BASE.length - 1).replace(/\/$/, '') || ROUTES.root;

/** Whether the address shows a site page (the home or the page it names), as the browser's launch reads it. */
function onSitePage(address: URL): boolean {
  const route = routeOf(address);
  return route === ROUTES.root || route === ROUTES.home;
}

/**
 * The story a news story's address shows, for its head only: the browser's page asks for it
 * itself (its reply is not carried in the page). Only where the site is open to anyone, since
 * the server asks as nobody. A story the event does not have is no story.
 */
async function storyAt(where: Asking, site: Site, address: URL): Promise<PageHead['preview'] | Fallback> {
  const id = address.searchParams.get('id');
  if (routeOf(address) !== ROUTES.newsDetail || !id || !openToAnyone(site.globalSetting)) return null;
  const { bventId, language } = hostOf(site);
  const story = await ask(where, 'Cms/GetNewsDetail', { bventId, id, lang: language }, newsDetail, {});
  if (typeof story === 'string') return story === 'no-data' ? null : story;
  return { title: story.title, description: story.summary, image: story.cover, published: wireIso(story.publishTime, knownTimeZone(site.bvent?.timeZone)) };
}

/**
 * A site page's first screen as the gateway has it: the site and its page tree side by side,
 * then the page's detail for the visitor's terminal, as the browser's launch asks them. The
 * site alone is enough for the head; the page adds its name and its hero picture.
 */
export async function loadFirstScreen(where: Asking, address: URL, siteId: string, terminal: Terminal): Promise<FirstScreen | Fallback> {
  const replies: Record<string, unknown> = {};
  const [site, tree] = await Promise.all([
    ask(where, 'Site/GetSiteById', { id: siteId }, siteSchema, replies),
    onSitePage(address) ? ask(where, 'Page/Tree', { siteId }, pageTree, replies) : null,
  ]);
  if (typeof site === 'string') return site === 'no-data' ? 'no-site' : site;
  const without = (missed: Fallback | null, story: PageHead['preview'] = null): FirstScreen => ({ site, replies, page: null, story, missed, read: [] });
  if (tree === null) {
    const story = await storyAt(where, site, address);
    return typeof story === 'string' ? without(story) : without(null, story);
  }
  if (typeof tree === 'string') return without(tree);
  const pageId = requestedPageId(tree, address.searchParams);
  if (!pageId) return without('no-page');
  const details = await ask(where, 'Page/Detail', { pageId }, pageDetailList, replies);
  if (typeof details === 'string') return without(details === 'no-data' ? 'no-page' : details);
  // A draft is the preview's (the gateway gives it only with a preview pass): never in a visitor's head or page.
  const detail = detailFor(details, terminal);
  if (!detail?.isPublish) {
    delete replies[firstReplyKey(CALLS['Page/Detail'].method, CALLS['Page/Detail'].path, where.language, { pageId })];
    return without('no-page');
  }
  return {
    site,
    replies,
    page: { title: detail.title, hero: pageHero(detail, terminal), detail, home: homePage(tree), trail: pageTrail(tree, pageId) },
    story: null,
    missed: null,
    read: [
      [siteKey(siteId), { site, tree }],
      [pageKey(pageId), details],
    ],
  };
}
