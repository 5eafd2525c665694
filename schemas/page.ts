import * as z from 'zod/mini';
import { authorityFields } from './authority';
import { keptItems, keptList, presentItems } from './keptList';
import { colour, fileUrl, flag, id, numeric, safeUrl, text } from './primitives';

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
    children: z.pipe(z.nullish(keptList(pageNode)), z.transform((nodes): PageNode[] => nodes ?? [])),
    relationModuleId: z.nullish(id),
    relationPageId: z.nullish(id),
    commonPageId: z.nullish(id),
    contextType: text,
    externalUrl: z.nullish(safeUrl),
    sort: z._default(z.number(), 0),
  }),
);

/**
 * Page/Tree returnObj: the spec's 'page tree must be array' is this schema's first rule. A node
 * that fails its schema (an address the client will not follow, a missing id) is left out with
 * its children, alone: the rest of the tree, and the site, stay. A tree with no readable page fails.
 */
export const pageTree = z.pipe(
  keptItems(pageNode, { error: 'page tree must be array' }),
  z.transform((nodes, ctx): PageNode[] => {
    const pages = presentItems(nodes);
    // A tree of which no page can be read is no tree: the spec's 'page tree error for api'.
    if (nodes.length > 0 && pages.length === 0) ctx.issues.push({ code: 'custom', message: 'no page of the tree is readable', input: nodes });
    return pages;
  }),
);

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
  backgroundImage: z.nullish(fileUrl),
  // Each module is checked on its own by the renderer: one bad module never fails the page.
  modules: z._default(z.array(z.unknown()), []),
});
export type PageDetail = z.infer<typeof pageDetail>;

export const pageDetailList = z.array(pageDetail);
