import { CALLS } from '../../schemas/calls';
import { newsDetail } from '../../schemas/content/news';
import type { ScheduleItem } from '../../schemas/content/schedule';
import type { Speaker } from '../../schemas/content/speaker';
import { firstReplyKey } from '../../schemas/firstReplies';
import { pageDetailList, pageTree, type PageDetail, type PageNode, type Terminal } from '../../schemas/page';
import { site as siteSchema, type Site } from '../../schemas/site';
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
import { definitions } from '../../src/modules/definitions';
import { moduleOnPage, titleOf } from '../../src/pages/list/listedModule';
import { ask, type Asking, type Fallback } from './ask';
import { sessionsOf, speakerOf } from './eventContent';
import { listTitles } from './listTitles';

export type { Fallback };

/**
 * The piece of content a detail or list address shows (a news story, a speaker, a session, a
 * module's list), for the page's head only: the browser's page asks for it itself (its reply is
 * not carried in the page).
 */
export type Subject =
  | { kind: 'story'; story: NonNullable<PageHead['preview']> }
  | { kind: 'speaker'; speaker: Speaker }
  | { kind: 'session'; session: ScheduleItem }
  /** A module type's list page (a module's "more"): its heading, and where its module's page sits in the tree. */
  | { kind: 'list'; title: string; home: PageNode | null; trail: PageNode[] };

/** The module types' list pages, by route. */
const LIST_TYPES = new Map(Object.entries(definitions).flatMap(([type, definition]) => (definition.listRoute ? [[definition.listRoute as string, type]] : [])));

/**
 * A list page's heading as the page writes it (src/pages/list/ListPage.tsx): its module's title,
 * else the type's name; and the module's page in the tree. A draft page's module is the
 * preview's: its list is named by its type alone.
 */
async function listAt(where: Asking, site: Site, address: URL, type: string, terminal: Terminal): Promise<Subject> {
  const named: Subject = { kind: 'list', title: listTitles(site.language)[type] ?? type, home: null, trail: [] };
  const pageId = address.searchParams.get('pageId');
  const moduleId = address.searchParams.get('moduleId');
  if (!pageId || !moduleId) return named;
  const [tree, details] = await Promise.all([ask(where, 'Page/Tree', { siteId: site.id }, pageTree, {}), ask(where, 'Page/Detail', { pageId }, pageDetailList, {})]);
  const detail = typeof details === 'string' ? null : detailFor(details, terminal);
  if (!detail?.isPublish) return named;
  const title = titleOf(moduleOnPage(detail, moduleId, type)) ?? named.title;
  return typeof tree === 'string' ? { ...named, title } : { kind: 'list', title, home: homePage(tree), trail: pageTrail(tree, pageId) };
}

/** What the server knows of a site page before any script runs. */
export interface FirstScreen {
  site: Site;
  /** The gateway's replies it was written from, by call (schemas/firstReplies.ts): the page carries them. */
  replies: Record<string, unknown>;
  /** The page at the address, on a site page's route; null elsewhere or when its calls failed (`missed` says why). */
  /** `home` and `trail`: the site's home page, and the nodes of the tree from its top down to this page. */
  page: { title: string | null | undefined; hero: string | null; detail: PageDetail; home: PageNode | null; trail: PageNode[] } | null;
  /** The content at the address, on a story's, a speaker's, a session's or a module's list's route. */
  subject: Subject | null;
  /** The same replies as the views read them (by their query keys), for the render of the page. */
  read: [string, unknown][];
  missed: Fallback | null;
}

/** The route an address shows, as the browser's router reads it. */
const routeOf = (address: URL) => address.pathname.slice(CLIENT_BASE.length - 1).replace(/\/$/, '') || ROUTES.root;

/** Whether the address shows a site page (the home or the page it names), as the browser's launch reads it. */
function onSitePage(address: URL): boolean {
  const route = routeOf(address);
  return route === ROUTES.root || route === ROUTES.home;
}

/**
 * The content a detail or list address shows, only where the site is open to anyone, since the
 * server asks as nobody. Content the event does not have is none.
 */
async function subjectAt(where: Asking, site: Site, address: URL, terminal: Terminal): Promise<Subject | Fallback | null> {
  if (!openToAnyone(site.globalSetting)) return null;
  const listType = LIST_TYPES.get(routeOf(address));
  if (listType) return listAt(where, site, address, listType, terminal);
  const id = address.searchParams.get('id');
  if (!id) return null;
  switch (routeOf(address)) {
    case ROUTES.newsDetail: {
      const { bventId, language } = hostOf(site);
      const story = await ask(where, 'Cms/GetNewsDetail', { bventId, id, lang: language }, newsDetail, {});
      if (typeof story === 'string') return story === 'no-data' ? null : story;
      return { kind: 'story', story: { title: story.title, description: story.summary, image: story.cover, published: wireIso(story.publishTime, knownTimeZone(site.bvent?.timeZone)) } };
    }
    case ROUTES.speakerDetail: {
      const speaker = await speakerOf(where, site, id);
      return speaker && { kind: 'speaker', speaker };
    }
    case ROUTES.scheduleDetail: {
      const session = (await sessionsOf(where, site)).find((each) => each.id === id);
      return session ? { kind: 'session', session } : null;
    }
    default:
      return null;
  }
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
  const without = (missed: Fallback | null, subject: Subject | null = null): FirstScreen => ({ site, replies, page: null, subject, missed, read: [] });
  if (tree === null) {
    const subject = await subjectAt(where, site, address, terminal);
    return typeof subject === 'string' ? without(subject) : without(null, subject);
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
    subject: null,
    missed: null,
    read: [
      [siteKey(siteId), { site, tree }],
      [pageKey(pageId), details],
    ],
  };
}
