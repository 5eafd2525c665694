import * as z from 'zod/mini';
import { fileUrl, id, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

/** A publish date or date-time as organisers' tools send it ("2026-09-18", "2026-09-18 10:00:00"). */
export const publishTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?/, 'Expected a date (YYYY-MM-DD) or date-time'));

/** One story: it opens its detail page when it has a detail id, else its own link, if any. */
export const newsItem = z.looseObject({
  id,
  title: z.string(),
  cover: z.nullish(fileUrl),
  summary: text,
  publishTime: z.nullish(publishTime),
  detailId: z.nullish(id),
  link: z.nullish(link),
});
export type NewsItem = z.infer<typeof newsItem>;

/** News: the organiser's stories, newest first as given; the module shows the first `count`. */
export const newsConfig = z.looseObject({
  items: z._default(z.array(newsItem), []),
  count: z._default(z.int().check(z.minimum(1), z.maximum(20)), 5),
});

export const newsModule = moduleSchema('news', newsConfig);
export type NewsModule = z.infer<typeof newsModule>;
