import * as z from 'zod/mini';
import { groupIds } from '../content/material';
import { moduleSchema } from './common';

/** Box ratios a thumbnail can take (width:height); pictures are cropped to fill it. */
export const PICTURE_RATIOS = ['1:1', '4:3', '3:2', '16:9'] as const;

export const pictureConfig = z.looseObject({
  groupIds,
  /** Thumbnails per row on desktop; phones show two. */
  columns: z._default(z.int().check(z.minimum(2), z.maximum(6)), 4),
  imageRatio: z._default(z.enum(PICTURE_RATIOS), '4:3'),
});

export const pictureModule = moduleSchema('picture', pictureConfig);
export type PictureModule = z.infer<typeof pictureModule>;
