import { newsDetail, newsDetailRequest, newsListRequest, newsPage } from '../content/news';
import { AGGREGATOR, type WireCall } from './wire';

// Ours, not in the spec: section 7 names no news call, but the spec has news search and detail
// pages (schemas/content/news.ts).
export const NEWS_CALLS = {
  /** Ours: one page of the event's stories matching the keywords, newest first. */
  'Cms/GetNewsList': { path: `${AGGREGATOR}/Cms/GetNewsList`, method: 'POST', auth: 'none', request: newsListRequest, returnObj: newsPage },
  /** Ours: one story by id with its body and its neighbours; returnObj null for an id the event does not have. */
  'Cms/GetNewsDetail': { path: `${AGGREGATOR}/Cms/GetNewsDetail`, method: 'POST', auth: 'none', request: newsDetailRequest, returnObj: newsDetail },
} as const satisfies Record<string, WireCall>;
