import { activity, activityPageUnchecked, type Activity } from '../../schemas/content/activity';
import { scheduleDates, scheduleList, type ScheduleItem } from '../../schemas/content/schedule';
import { newsPage, type NewsStory } from '../../schemas/content/news';
import { speakerPage, type Speaker } from '../../schemas/content/speaker';
import { presentItems } from '../../schemas/keptList';
import type { Site } from '../../schemas/site';
import { activityOwnerOf, activityRequest } from '../../src/api/activities';
import { programmeDayQuery, WHOLE_PROGRAMME } from '../../src/api/schedule';
import { openToAnyone } from '../../src/identity/access';
import { MAX_LOOKUP_PAGES, SPEAKER_PAGE_SIZE } from '../../src/modules/speaker/constants';
import { pagesUntilLast } from '../../src/platform/paging';
import { hostOf } from '../../src/site/hostOf';
import { ask, type Asking } from './ask';

// The content a visitor reaches through a site's lists (its stories, speakers, sessions and activities), as
// the server asks for it: as nobody, so only where the site is open to anyone (a site open only
// to the signed-in shows a crawler, or a link's preview, none of it). A call that fails ends its
// list where it is: a sitemap or a head with less, never none.

/** A list read page by page on the server: this many items a page, at most this many pages. */
const LIST_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 100;

/**
 * Every row of a list asked page by page, `LIST_PAGE_SIZE` at a time: it ends at a page that fails
 * or comes back empty, or once the rows reach the total the gateway gives. A short page is no end:
 * a gateway may cap a page below the size asked (the recorded fixtures are the client's pages).
 * `rowsOf` reads a page's rows, leaving out those that fail their schema; the count is the page's.
 */
async function everyRow<T, P extends { list: readonly unknown[]; total?: number | null }>(loadPage: (pageNo: number) => Promise<P | string>, rowsOf: (page: P) => T[]): Promise<T[]> {
  const rows: T[] = [];
  let counted = 0;
  for (let pageNo = 1; pageNo <= MAX_LIST_PAGES; pageNo++) {
    const page = await loadPage(pageNo);
    if (typeof page === 'string' || page.list.length === 0) break;
    rows.push(...rowsOf(page));
    counted += page.list.length;
    if (page.total != null && counted >= page.total) break;
  }
  return rows;
}

/** The site's news stories, every page of the list. */
export async function storiesOf(where: Asking, site: Site): Promise<NewsStory[]> {
  if (!openToAnyone(site.globalSetting)) return [];
  const { bventId, language } = hostOf(site);
  return everyRow(
    (pageNo) => ask(where, 'Cms/GetNewsList', { bventId, siteId: site.id, lang: language, keywords: '', pageNo, pageSize: LIST_PAGE_SIZE }, newsPage, {}),
    (page) => presentItems(page.list),
  );
}

/** The event's speakers page after page, as the speaker pages read them (the gateway has no call for one speaker). */
async function* speakerPages(where: Asking, site: Site): AsyncGenerator<Speaker[]> {
  if (!openToAnyone(site.globalSetting)) return;
  const { bventId, topOrgId, language } = hostOf(site);
  const failed = new Error('speakers unavailable');
  const loadPage = async (pageIndex: number) => {
    const page = await ask(where, 'Speaker/QuerySpeakerList', { bventId, topOrgId, lang: language, pageIndex, pageSize: SPEAKER_PAGE_SIZE, keyword: '' }, speakerPage, {});
    if (typeof page === 'string') throw failed;
    return { rows: presentItems(page.list), total: page.total };
  };
  try {
    yield* pagesUntilLast(loadPage, SPEAKER_PAGE_SIZE, MAX_LOOKUP_PAGES);
  } catch (error) {
    if (error !== failed) throw error;
  }
}

/** Every speaker of the event. */
export async function speakersOf(where: Asking, site: Site): Promise<Speaker[]> {
  const speakers: Speaker[] = [];
  for await (const rows of speakerPages(where, site)) speakers.push(...rows);
  return speakers;
}

/** One speaker by pkey, reading no further than the page it is on. */
export async function speakerOf(where: Asking, site: Site, pkey: string): Promise<Speaker | null> {
  for await (const rows of speakerPages(where, site)) {
    const found = rows.find((speaker) => speaker.pkey === pkey);
    if (found) return found;
  }
  return null;
}

/** Every session of the event's whole programme once (the list call is per day; the days are asked side by side). */
export async function sessionsOf(where: Asking, site: Site): Promise<ScheduleItem[]> {
  if (!openToAnyone(site.globalSetting)) return [];
  const scope = { bventId: hostOf(site).bventId, lang: site.language };
  const days = await ask(where, 'Schedule/Dates', scope, scheduleDates, {});
  if (typeof days === 'string') return [];
  const lists = await Promise.all(days.map((day) => ask(where, 'Schedule/List', programmeDayQuery(scope, WHOLE_PROGRAMME, day), scheduleList, {})));
  const byId = new Map(lists.flatMap((list) => (typeof list === 'string' ? [] : presentItems(list))).map((session) => [session.id, session] as const));
  return [...byId.values()];
}

/**
 * The sites the site's activities open (each another event's, or an agency's own), published,
 * every page of the list; `destinationCode` is the deployment's (its domain config's destination).
 */
export async function activitiesOf(where: Asking, site: Site, destinationCode: string): Promise<Activity[]> {
  if (!openToAnyone(site.globalSetting)) return [];
  const owner = activityOwnerOf(site, hostOf(site).bventId, destinationCode);
  return everyRow(
    (pageNo) => {
      const { call, body } = activityRequest(owner, { lang: site.language, pageNo, pageSize: LIST_PAGE_SIZE });
      return ask(where, call, body, activityPageUnchecked, {});
    },
    // Read item by item, as the browser does: one bad activity is left out alone.
    (page) =>
      page.list.flatMap((item) => {
        const parsed = activity.safeParse(item);
        return parsed.success && parsed.data.isPublish ? [parsed.data] : [];
      }),
  );
}
