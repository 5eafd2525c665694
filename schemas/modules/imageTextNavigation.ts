import * as z from 'zod/mini';
import { fileUrl, id } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

export const navigationEntry = z.looseObject({
  id,
  icon: z.nullish(fileUrl),
  label: z.string(),
  link: z.nullish(link),
});

/** A row of icon + label entries, each a link. */
export const imageTextNavigationConfig = z.looseObject({
  iconShape: z._default(z.enum(['circle', 'rounded']), 'circle'),
  items: z._default(z.array(navigationEntry), []),
});

export const imageTextNavigationModule = moduleSchema('imageTextNavigation', imageTextNavigationConfig);
export type ImageTextNavigationModule = z.infer<typeof imageTextNavigationModule>;
