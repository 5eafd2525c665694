import * as z from 'zod/mini';
import { fileUrl, id, numeric, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

/** Spec section 9: slideshow interval 4 (seconds), start type first. */
export const SLIDESHOW_INTERVAL_S = 4;
export const SLIDESHOW_START_TYPE = 'first';

export const slide = z.looseObject({
  id,
  image: fileUrl,
  title: text,
  link: z.nullish(link),
});

export const slideshowConfig = z.looseObject({
  /** Seconds per slide; the module's own interval wins over the framework swiper's 5000 ms. */
  interval: z._default(z.pipe(numeric, z.number().check(z.minimum(1), z.maximum(60))), SLIDESHOW_INTERVAL_S),
  /** Which slide shows first: the first one, or any one at random. */
  startType: z._default(z.enum(['first', 'random']), SLIDESHOW_START_TYPE),
  /** The slide box's width to height, so it exists before the pictures load. */
  ratio: z._default(z.enum(['4:1', '3:1', '2:1', '16:9']), '3:1'),
  slides: z._default(z.array(slide), []),
});

export const slideshowModule = moduleSchema('slideshow', slideshowConfig);
export type SlideshowModule = z.infer<typeof slideshowModule>;
