import * as z from 'zod/mini';
import { id, safeUrl, text } from '../primitives';

/** An in-app route of spec section 2 (`/pages/speaker/index`, `/subPages/news/detail`): a path, nothing more. */
export const routePath = z.string().check(z.regex(/^\/(pages|subPages|points)(\/[A-Za-z0-9_-]+)+$/, 'Expected an in-app route such as /pages/speaker/index'));

/**
 * Where a click in a module leads: nowhere, a page of this site (optionally a module anchor on
 * it), a route of the app with its query (list and detail pages), or a checked external address.
 */
export const link = z.looseObject({
  linkType: z._default(z.enum(['none', 'page', 'external', 'route']), 'none'),
  linkPageId: z.nullish(id),
  anchor: z.nullish(id),
  route: z.nullish(routePath),
  query: z.nullish(z.record(z.string(), id)),
  externalUrl: z.nullish(safeUrl),
  openInNewTab: z._default(z.boolean(), false),
  title: text,
});
export type Link = z.infer<typeof link>;
