import * as z from 'zod/mini';
import { authorityFields } from './authority';
import { colour, flag, id, numeric, safeUrl, text } from './primitives';

export const pageType = z.enum(['site', 'pagemodule', 'externallink', 'iframeexternallink', 'exhibitionlink', 'formlink']);
export type PageType = z.infer<typeof pageType>;

export interface PageNode {
  pageId: string;
  title: string;
  type: PageType;
  onNavigation: boolean;
  children: PageNode[];
  relationModuleId?: string | null;
  relationPageId?: string | null;
  commonPageId?: string | null;
  contextType?: string | null;
  externalUrl?: string | null;
  sort: number;
}

/** One node of Page/Tree (spec section 3, "Page tree node"). sort 0 is the home page. */
export const pageNode: z.ZodMiniType<PageNode, unknown> = z.lazy(() =>
  z.looseObject({
    pageId: id,
    title: z.string(),
    type: pageType,
    onNavigation: flag,
    children: z.pipe(z.nullish(z.array(pageNode)), z.transform((children) => children ?? [])),
    relationModuleId: z.nullish(id),
    relationPageId: z.nullish(id),
    commonPageId: z.nullish(id),
    contextType: text,
    externalUrl: z.nullish(safeUrl),
    sort: z._default(z.number(), 0),
  }),
);

/** Page/Tree returnObj: the spec's 'page tree must be array' is this schema's first rule. */
export const pageTree = z.array(pageNode, { error: 'page tree must be array' });

/**
 * A module as the page detail carries it, before its type is known. Only what the renderer
 * needs to place it is checked here; the type's own schema checks the rest, module by module,
 * so one bad module cannot fail the page.
 */
export const moduleEnvelope = z.looseObject({
  id,
  moduleType: z.string(),
  sort: z._default(z.number(), 0),
  isHide: flag,
});
export type ModuleEnvelope = z.infer<typeof moduleEnvelope> & Record<string, unknown>;

export const terminal = z.enum(['pc', 'mobile']);
export type Terminal = z.infer<typeof terminal>;

/**
 * One terminal's version of a page (Page/Detail returns a list of these). A page may carry the
 * same authority fields as the site and its modules (schemas/authority.ts): that is how a page
 * allows only attendees (spec section 6).
 */
export const pageDetail = z.looseObject({
  ...authorityFields,
  pageId: id,
  terminal,
  title: text,
  isPublish: z._default(z.boolean(), true),
  maxWidth: z.nullish(numeric),
  backgroundColor: z.nullish(colour),
  backgroundImage: z.nullish(safeUrl),
  // Each module is checked on its own by the renderer: one bad module never fails the page.
  modules: z._default(z.array(z.unknown()), []),
});
export type PageDetail = z.infer<typeof pageDetail>;

export const pageDetailList = z.array(pageDetail);
