import type { PageNode } from '../../../schemas/page';
import { flatten } from '../../site/resolvePage';

/** The node of the site's tree with this id, at any depth. */
export function findNode(tree: readonly PageNode[], pageId: string | null): PageNode | null {
  return pageId ? (flatten(tree).find((node) => node.pageId === pageId) ?? null) : null;
}

/** The node whose children hold this one; null at the top of the tree. */
export function parentOf(tree: readonly PageNode[], pageId: string): PageNode | null {
  return flatten(tree).find((node) => node.children.some((child) => child.pageId === pageId)) ?? null;
}
