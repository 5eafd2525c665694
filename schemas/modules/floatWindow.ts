import * as z from 'zod/mini';
import { fileUrl, numeric, text } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

/** A floating promotion: a picture (optionally titled) fixed at a corner of the window. */
export const floatWindowConfig = z.looseObject({
  image: fileUrl,
  /** Names the promotion; also the picture's text when it is the link. */
  title: text,
  link: z.nullish(link),
  position: z._default(z.enum(['bottom-right', 'bottom-left', 'top-right', 'top-left']), 'bottom-right'),
  /** Width in design pixels (scaled on phones); the picture's own ratio gives the height. */
  width: z._default(z.pipe(numeric, z.number().check(z.minimum(60), z.maximum(400))), 160),
  /** Intrinsic size of the picture, so its box exists before it loads. */
  imageWidth: z._default(numeric, 1),
  imageHeight: z._default(numeric, 1),
});

export const floatWindowModule = moduleSchema('floatWindow', floatWindowConfig);
export type FloatWindowModule = z.infer<typeof floatWindowModule>;
