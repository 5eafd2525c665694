import { useSearchParams } from 'react-router-dom';
import type { PageNode } from '../../schemas/page';
import { flatten, requestedPageId } from '../site/resolvePage';
import { useSite } from '../site/SiteContext';

/** The page-tree node of the page in view, if the address is a site page. */
export function useCurrentPage(): PageNode | null {
  const { tree } = useSite();
  const [query] = useSearchParams();
  const pageId = requestedPageId(tree, query);
  return flatten(tree).find((node) => node.pageId === pageId) ?? null;
}

/** True when `node` (or one of its children) is the page in view. */
export function isCurrent(node: PageNode, current: PageNode | null): boolean {
  if (!current) return false;
  return node.pageId === current.pageId || node.relationPageId === current.pageId || node.children.some((child) => isCurrent(child, current));
}
