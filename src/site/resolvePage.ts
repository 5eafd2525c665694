import type { PageDetail, PageNode, Terminal } from '../../schemas/page';

export function flatten(tree: readonly PageNode[]): PageNode[] {
  return tree.flatMap((node) => [node, ...flatten(node.children)]);
}

/** The nodes from the tree's top down to the page `pageId`, that page last; empty when the tree has no such page. */
export function pageTrail(tree: readonly PageNode[], pageId: string): PageNode[] {
  for (const node of tree) {
    if (node.pageId === pageId) return [node];
    const below = pageTrail(node.children, pageId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** The home page: the node with sort 0, else the first page of the tree. */
export function homePage(tree: readonly PageNode[]): PageNode | null {
  const pages = flatten(tree).filter((node) => node.type === 'site' || node.type === 'pagemodule');
  return pages.find((node) => node.sort === 0) ?? pages[0] ?? null;
}

/** The home page's id. */
export const homePageId = (tree: readonly PageNode[]): string | null => homePage(tree)?.pageId ?? null;

/** The page an address asks for: its pageId, or the page sharing its commonPageId, or home. */
export function requestedPageId(tree: readonly PageNode[], query: URLSearchParams): string | null {
  const pageId = query.get('pageId');
  if (pageId) return pageId;
  const common = query.get('commonPageId');
  const shared = common ? flatten(tree).find((node) => node.commonPageId === common) : undefined;
  return shared?.pageId ?? homePageId(tree);
}

/** The detail for the layout in force, falling back to the other terminal's when one is missing. */
export function detailFor(details: readonly PageDetail[], terminal: Terminal): PageDetail | null {
  return details.find((detail) => detail.terminal === terminal) ?? details[0] ?? null;
}
