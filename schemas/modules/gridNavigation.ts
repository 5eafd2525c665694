import * as z from 'zod/mini';
import { fileUrl, id } from '../primitives';
import { moduleSchema } from './common';
import { link } from './link';

/** Spec section 9: each column count has its tile ratio (width / height). */
export const GRID_NAVIGATION_RATIOS = { 1: 3, 2: 1.5, 3: 1 } as const;
export type GridColumns = keyof typeof GRID_NAVIGATION_RATIOS;

export const gridTile = z.looseObject({
  id,
  image: z.nullish(fileUrl),
  title: z.string(),
  link: z.nullish(link),
});

/** Picture tiles in 1, 2 or 3 columns, each a link. */
export const gridNavigationConfig = z.looseObject({
  columns: z._default(z.union([z.literal(1), z.literal(2), z.literal(3)]), 3),
  items: z._default(z.array(gridTile), []),
});

export const gridNavigationModule = moduleSchema('gridNavigation', gridNavigationConfig);
export type GridNavigationModule = z.infer<typeof gridNavigationModule>;
