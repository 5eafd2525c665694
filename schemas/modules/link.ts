import { z } from 'zod';
import { id, safeUrl, text } from '../primitives';

/**
 * Where a click in a module leads: nowhere, a page of this site (optionally a module anchor on
 * it), or a checked external address.
 */
export const link = z.looseObject({
  linkType: z.enum(['none', 'page', 'external']).default('none'),
  linkPageId: id.nullish(),
  anchor: id.nullish(),
  externalUrl: safeUrl.nullish(),
  openInNewTab: z.boolean().default(false),
  title: text,
});
export type Link = z.infer<typeof link>;
