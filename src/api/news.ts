import { NEWS_CALLS } from '../../schemas/calls/news';
import type { NewsDetail, NewsStory } from '../../schemas/content/news';
import type { LanguageCode } from '../../schemas/primitives';
import { ask } from './gateway';

const NEWS_ERROR = 'news error for api';

export interface NewsQuery {
  bventId: string;
  siteId: string;
  lang: LanguageCode;
  keywords: string;
  pageNo: number;
  pageSize: number;
}

/** One page of stories; stories the schema could not read are left out, the rest kept. */
export interface NewsResults {
  list: NewsStory[];
  total: number | null;
}

/** Ours, not in the spec (schemas/calls/news.ts, Cms/GetNewsList): one page of the event's stories matching the keywords. */
export async function getNewsList(query: NewsQuery, signal?: AbortSignal): Promise<NewsResults> {
  const page = await ask(NEWS_CALLS['Cms/GetNewsList'], query, { signal, whenInvalid: NEWS_ERROR });
  return { list: page.list.filter((story) => story !== null), total: page.total ?? null };
}

/**
 * Ours, not in the spec (Cms/GetNewsDetail): one story with its body and neighbours. An id the
 * event does not have comes back as no data (GatewayError 'noData').
 */
export function getNewsDetail(bventId: string, id: string, lang: LanguageCode, signal?: AbortSignal): Promise<NewsDetail> {
  return ask(NEWS_CALLS['Cms/GetNewsDetail'], { bventId, id, lang }, { signal, whenInvalid: NEWS_ERROR });
}
