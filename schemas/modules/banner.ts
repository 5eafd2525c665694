import { z } from 'zod';
import { flag, numeric, safeUrl, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

/** A clickable rectangle on the banner, in percent of the banner's box. */
export const hotZone = z.looseObject({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  width: z.number().min(0).max(100),
  height: z.number().min(0).max(100),
  link,
});

export const bannerConfig = z.looseObject({
  type: z.enum(['image', 'video']).default('image'),
  fileUrl: safeUrl,
  posterUrl: safeUrl.nullish(),
  alt: text,
  widthType: z.enum(['fixed', 'fullwidth', 'auto']).default('fullwidth'),
  /** Height in design pixels; ignored by widthType auto, which keeps the media's own ratio. */
  displayHeight: numeric.nullish(),
  /** Intrinsic size of the media, so its box exists before it loads. */
  mediaWidth: numeric.nullish(),
  mediaHeight: numeric.nullish(),
  link: link.nullish(),
  hotZones: z.array(hotZone).default([]),
  timer: z.looseObject({ isShow: flag, endTime: z.string() }).nullish(),
  isShowTitle: flag,
  autoplay: flag,
});

export const bannerModule = moduleSchema('banner', bannerConfig);
export type BannerModule = z.infer<typeof bannerModule>;
