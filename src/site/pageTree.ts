import type { PageNode } from '../../schemas/page';

/** A node's children that the menus show: those the organiser put on the navigation. */
export function menuChildren(node: PageNode): PageNode[] {
  return node.children.filter((child) => child.onNavigation);
}

/** Nodes that are pages of the site, rather than links elsewhere. */
export function isPage(node: PageNode): boolean {
  return node.type === 'site' || node.type === 'pagemodule';
}

/**
 * What a node with children opens onto (the desktop submenu, the second-level page): its
 * children on the menu, led by the node itself, childless, when it is a page of its own, so
 * that page stays reachable. A node without such children opens onto nothing.
 */
export function submenuEntries(node: PageNode): PageNode[] {
  const children = menuChildren(node);
  if (children.length === 0) return [];
  return isPage(node) ? [{ ...node, children: [] }, ...children] : children;
}
