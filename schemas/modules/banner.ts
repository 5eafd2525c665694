import * as z from 'zod/mini';
import { fileUrl, flag, numeric, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

/** A clickable rectangle on the banner, in percent of the banner's box. */
export const hotZone = z.looseObject({
  x: z.number().check(z.minimum(0), z.maximum(100)),
  y: z.number().check(z.minimum(0), z.maximum(100)),
  width: z.number().check(z.minimum(0), z.maximum(100)),
  height: z.number().check(z.minimum(0), z.maximum(100)),
  link,
});

export const bannerConfig = z.looseObject({
  type: z._default(z.enum(['image', 'video']), 'image'),
  fileUrl: fileUrl,
  posterUrl: z.nullish(fileUrl),
  alt: text,
  widthType: z._default(z.enum(['fixed', 'fullwidth', 'auto']), 'fullwidth'),
  /** Height in design pixels; ignored by widthType auto, which keeps the media's own ratio. */
  displayHeight: z.nullish(numeric),
  /** Intrinsic size of the media, so its box exists before it loads. */
  mediaWidth: z.nullish(numeric),
  mediaHeight: z.nullish(numeric),
  link: z.nullish(link),
  hotZones: z._default(z.array(hotZone), []),
  timer: z.nullish(z.looseObject({ isShow: flag, endTime: z.string() })),
  isShowTitle: flag,
  autoplay: flag,
});

export const bannerModule = moduleSchema('banner', bannerConfig);
export type BannerModule = z.infer<typeof bannerModule>;
