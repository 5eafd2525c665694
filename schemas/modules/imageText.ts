import * as z from 'zod/mini';
import { fileUrl, id, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

export const imageTextCard = z.looseObject({
  id,
  image: z.nullish(fileUrl),
  title: z.string(),
  description: text,
  link: z.nullish(link),
});

/** Image-text cards: a grid, by default 6 columns by 2 rows (spec section 9). */
export const imageTextConfig = z.looseObject({
  columns: z._default(z.int().check(z.minimum(1), z.maximum(6)), 6),
  rows: z._default(z.int().check(z.minimum(1), z.maximum(10)), 2),
  imageRatio: z._default(z.enum(['1:1', '4:3', '16:9', '3:4']), '4:3'),
  items: z._default(z.array(imageTextCard), []),
});

export const imageTextModule = moduleSchema('imageText', imageTextConfig);
export type ImageTextModule = z.infer<typeof imageTextModule>;
