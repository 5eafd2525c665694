import { getNewsDetail, getNewsList, type NewsResults } from '../../api/news';
import type { NewsDetail, NewsStory } from '../../../schemas/content/news';
import { pagesUntilLast, usePaged } from '../../platform/paging';
import { cache } from '../../platform/queryCache';
import { useQuery } from '../../platform/useQuery';
import { hostOf } from '../../site/hostOf';
import type { ModuleHost } from '../../site/host';
import { useSite } from '../../site/SiteContext';
import { NEWS_PAGE_SIZE } from './constants';

type NewsScope = Pick<ModuleHost, 'bventId' | 'siteId' | 'language'>;

/** Every page of the event's stories for some keywords (empty: every story), as one paging key. */
function newsPagesKey({ bventId, language }: NewsScope, keywords: string): string {
  return `news:pages:${bventId}:${language}:${encodeURIComponent(keywords)}`;
}

/** One page from Cms/GetNewsList, or from this visit's replies: Back to a search shows it at once. */
async function loadNewsPage(scope: NewsScope, keywords: string, pageNo: number, signal: AbortSignal): Promise<NewsResults> {
  const key = `${newsPagesKey(scope, keywords)}:${pageNo}`;
  if (cache.has(key)) return cache.get(key) as NewsResults;
  const { bventId, siteId, language } = scope;
  const page = await getNewsList({ bventId, siteId, lang: language, keywords, pageNo, pageSize: NEWS_PAGE_SIZE }, signal);
  cache.set(key, page);
  return page;
}

/** The stories matching the keywords, page by page (the next on `loadMore`), and how many match once the first page says. */
export function useNewsSearch(keywords: string) {
  const { site } = useSite();
  const scope = hostOf(site);
  const key = newsPagesKey(scope, keywords);
  const paged = usePaged(key, NEWS_PAGE_SIZE, async (pageNo, signal) => {
    const page = await loadNewsPage(scope, keywords, pageNo, signal);
    return { rows: page.list, total: page.total };
  });
  // The first page carries the total; it is in the cache once the first rows are shown.
  const first = paged.status === 'loading' && paged.rows.length === 0 ? undefined : (cache.get(`${key}:1`) as NewsResults | undefined);
  return { ...paged, total: first?.total ?? null };
}

/** At most this many pages of stories (600) are read for the search across the site. */
const MAX_STORY_PAGES = 100;

async function everyStory(scope: NewsScope, signal: AbortSignal): Promise<NewsStory[]> {
  const stories: NewsStory[] = [];
  const loadPage = async (pageNo: number) => {
    const page = await loadNewsPage(scope, '', pageNo, signal);
    return { rows: page.list, total: page.total };
  };
  for await (const rows of pagesUntilLast(loadPage, NEWS_PAGE_SIZE, MAX_STORY_PAGES)) stories.push(...rows);
  return stories;
}

/** Every story of the event, for the search across the site; nothing while not `wanted`. */
export function useEveryStory(wanted: boolean) {
  const { site } = useSite();
  const scope = hostOf(site);
  return useQuery(wanted ? `${newsPagesKey(scope, '')}#every` : null, (signal) => everyStory(scope, signal));
}

/** One story by the address's id: its body and neighbours, kept for this visit. */
export function useNewsStory(id: string | null) {
  const { site } = useSite();
  const { bventId, language } = hostOf(site);
  return useQuery<NewsDetail>(id ? `news:detail:${bventId}:${language}:${id}` : null, (signal) => getNewsDetail(bventId, id!, language, signal));
}
