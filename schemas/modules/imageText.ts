import { z } from 'zod';
import { safeUrl, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

export const imageTextCard = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  image: safeUrl.nullish(),
  title: z.string(),
  description: text,
  link: link.nullish(),
});

/** Image-text cards: a grid, by default 6 columns by 2 rows (spec section 9). */
export const imageTextConfig = z.looseObject({
  columns: z.number().int().min(1).max(6).default(6),
  rows: z.number().int().min(1).max(10).default(2),
  imageRatio: z.enum(['1:1', '4:3', '16:9', '3:4']).default('4:3'),
  items: z.array(imageTextCard).default([]),
});

export const imageTextModule = moduleSchema('imageText', imageTextConfig);
export type ImageTextModule = z.infer<typeof imageTextModule>;
