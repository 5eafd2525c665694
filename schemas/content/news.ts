import * as z from 'zod/mini';
import { keptList } from '../keptList';
import { publishTime } from '../modules/news';
import { fileUrl, id, languageCode, numeric, text } from '../primitives';

// Ours, not in the spec: section 7 names no news call, so the contract defines a paged search
// over the event's stories and one story by id (schemas/calls.ts, Cms/GetNewsList and
// Cms/GetNewsDetail).

/** A story as a search result: what its card shows. */
export const newsStory = z.looseObject({
  id,
  title: z.string(),
  cover: z.nullish(fileUrl),
  summary: text,
  publishTime: z.nullish(publishTime),
});
export type NewsStory = z.infer<typeof newsStory>;

/** Cms/GetNewsList: one page of the stories matching the keywords and, when the gateway says, how many match. */
export const newsPage = z.looseObject({
  // One unreadable story costs only itself: it is read as null and left out by the client.
  list: keptList(newsStory),
  total: z.nullish(numeric),
});
export type NewsPage = z.infer<typeof newsPage>;

/** The stories beside one in the list's order, so a reader can go on without the list. */
const neighbour = z.nullish(z.looseObject({ id, title: z.string() }));

/** Cms/GetNewsDetail: one story with its body; null when the event has no story by that id. */
export const newsDetail = z.extend(newsStory, {
  /** Organiser HTML: sanitised before it is shown. */
  content: text,
  /** The story before it in the list (newer), and the one after it (older). */
  previous: neighbour,
  next: neighbour,
});
export type NewsDetail = z.infer<typeof newsDetail>;

export const newsListRequest = z.strictObject({
  bventId: z.string(),
  siteId: z.string(),
  lang: languageCode,
  /** Words the title or summary holds; empty: every story. */
  keywords: z.string(),
  pageNo: z.int().check(z.minimum(1)),
  pageSize: z.int().check(z.minimum(1)),
});

export const newsDetailRequest = z.strictObject({ bventId: z.string(), id: z.string(), lang: languageCode });
