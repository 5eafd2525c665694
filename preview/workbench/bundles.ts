import * as z from 'zod/mini';

/** The embedded server's list of bundles (preview/server/preview.ts). */
const BUNDLES_ENDPOINT = '/preview/api/fixtures';

export interface PageSummary {
  pageId: string;
  title: string;
  hasDetail: boolean;
  draft: boolean;
  children: PageSummary[];
}

const pageSummary: z.ZodMiniType<PageSummary> = z.lazy(() =>
  z.object({ pageId: z.string(), title: z.string(), hasDetail: z.boolean(), draft: z.boolean(), children: z.array(pageSummary) }),
);

const site = z.object({ id: z.string(), language: z.nullish(z.string()), title: z.nullish(z.string()), pages: z.array(pageSummary) });
export type SiteSummary = z.infer<typeof site>;

const bundleList = z.array(
  z.object({ name: z.string(), title: z.string(), description: z.string(), defaultSiteId: z.string(), sites: z.array(site) }),
);
export type Bundle = z.infer<typeof bundleList>[number];

export async function loadBundles(): Promise<Bundle[]> {
  const reply = await fetch(BUNDLES_ENDPOINT);
  if (!reply.ok) throw new Error(`${BUNDLES_ENDPOINT} answered ${reply.status}`);
  return bundleList.parse(await reply.json());
}

/** The page a site opens on: its first page with modules, depth first (the tree's order puts the home first). */
export function firstPage(pages: readonly PageSummary[]): PageSummary | undefined {
  for (const page of pages) {
    const found = page.hasDetail ? page : firstPage(page.children);
    if (found) return found;
  }
  return undefined;
}

export function findPage(pages: readonly PageSummary[], pageId: string): PageSummary | undefined {
  for (const page of pages) {
    const found = page.pageId === pageId ? page : findPage(page.children, pageId);
    if (found) return found;
  }
  return undefined;
}

/** Where a page sits in its site's tree, as the places from the top: the same page of another language site sits at the same places. */
export function placeOf(pages: readonly PageSummary[], pageId: string): number[] | null {
  for (const [index, page] of pages.entries()) {
    if (page.pageId === pageId) return [index];
    const below = placeOf(page.children, pageId);
    if (below) return [index, ...below];
  }
  return null;
}

/** The page at those places of a tree, if the tree has one there. */
export function pageAt(pages: readonly PageSummary[], place: readonly number[]): PageSummary | undefined {
  const [index, ...rest] = place;
  const page = index === undefined ? undefined : pages[index];
  return page && rest.length > 0 ? pageAt(page.children, rest) : page;
}
