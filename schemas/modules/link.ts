import * as z from 'zod/mini';
import { id, safeUrl, text } from '../primitives';

/**
 * Where a click in a module leads: nowhere, a page of this site (optionally a module anchor on
 * it), or a checked external address.
 */
export const link = z.looseObject({
  linkType: z._default(z.enum(['none', 'page', 'external']), 'none'),
  linkPageId: z.nullish(id),
  anchor: z.nullish(id),
  externalUrl: z.nullish(safeUrl),
  openInNewTab: z._default(z.boolean(), false),
  title: text,
});
export type Link = z.infer<typeof link>;
