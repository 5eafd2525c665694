import type { Link } from '../../schemas/modules/link';
import type { PageNode } from '../../schemas/page';
import { isSafeUrl } from '../../schemas/primitives';
import { menuChildren } from './pageTree';
import { ROUTES, routePaths } from './routes';

export type HrefBuilder = (path: string, query?: Record<string, string | null | undefined>) => string;

/** Link types of the phone's tabs and the navigation's buttons that mean their own address, not a page (ours: the back office writes "external", as for modules' links). */
const OWN_ADDRESS_LINK_TYPES: ReadonlySet<string> = new Set(['external', 'custom', 'link']);

/**
 * Where a phone tab or a navigation button leads: a page of the site (link type "page") or its
 * own checked address (OWN_ADDRESS_LINK_TYPES); one without a type keeps whichever it has.
 */
export function chosenTarget(linkType: string | null | undefined, pageId: string | null | undefined, address: string | null | undefined, href: HrefBuilder): Target {
  const page: Target = pageId ? { kind: 'internal', to: href(ROUTES.home, { pageId }) } : null;
  const own = external(address);
  if (linkType === 'page') return page;
  if (OWN_ADDRESS_LINK_TYPES.has(linkType ?? '')) return own;
  return page ?? own;
}

/** Where a click goes: a route of ours, or a checked address elsewhere. */
export type Target = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | null;

/** What each page-tree type does when chosen (spec section 3, "Page tree node"). */
export function nodeTarget(node: PageNode, href: HrefBuilder): Target {
  switch (node.type) {
    case 'site':
      return { kind: 'internal', to: href(ROUTES.home, { pageId: node.pageId }) };
    case 'pagemodule':
      // A menu entry that opens a page, optionally at one of its modules.
      return {
        kind: 'internal',
        to: href(ROUTES.home, { pageId: node.relationPageId ?? node.pageId, anchor: node.relationModuleId }),
      };
    case 'iframeexternallink':
      return node.externalUrl ? { kind: 'internal', to: href(ROUTES.webview, { url: node.externalUrl, title: node.title }) } : null;
    case 'externallink':
    case 'exhibitionlink':
    case 'formlink':
      return external(node.externalUrl);
  }
}

/**
 * What a phone menu entry opens: a node with children on the menu opens its second-level page
 * (pages/second/index), which lists them; any other node what its type opens.
 */
export function menuTarget(node: PageNode, href: HrefBuilder): Target {
  return menuChildren(node).length > 0 ? { kind: 'internal', to: href(ROUTES.second, { pageId: node.pageId }) } : nodeTarget(node, href);
}

/** Where a module's payload link goes. */
export function linkTarget(link: Link, href: HrefBuilder): Target {
  if (link.linkType === 'page' && link.linkPageId) {
    return { kind: 'internal', to: href(ROUTES.home, { pageId: link.linkPageId, anchor: link.anchor }) };
  }
  if (link.linkType === 'route' && link.route && isKnownRoute(link.route)) {
    return { kind: 'internal', to: href(link.route, link.query ?? {}) };
  }
  if (link.linkType === 'external') return external(link.externalUrl);
  return null;
}

function isKnownRoute(path: string): boolean {
  return (routePaths as readonly string[]).includes(path);
}

function external(url: string | null | undefined): Target {
  return url && isSafeUrl(url) ? { kind: 'external', href: url } : null;
}
