import { readReply, type FixtureBundle } from '../../fixtures/index';

/**
 * The sites whose page tree holds each page, read once from the bundles' Page/Tree recordings:
 * a preview pass names a site, and opens that site's unpublished pages only.
 */
export function pageSites(bundles: readonly FixtureBundle[]): (pageId: unknown) => ReadonlySet<string> {
  let sites: Map<string, Set<string>> | undefined;
  const read = () => {
    const found = new Map<string, Set<string>>();
    const walk = (nodes: unknown, siteId: string): void => {
      if (!Array.isArray(nodes)) return;
      for (const node of nodes as { pageId?: unknown; children?: unknown }[]) {
        if (node?.pageId === undefined) continue;
        const pageId = String(node.pageId);
        found.set(pageId, (found.get(pageId) ?? new Set()).add(siteId));
        walk(node.children, siteId);
      }
    };
    for (const bundle of bundles) {
      for (const reply of bundle.replies) if (reply.area === 'Page' && reply.call === 'Tree') walk((readReply(reply) as { returnObj?: unknown }).returnObj, reply.key);
    }
    return found;
  };
  return (pageId) => (sites ??= read()).get(String(pageId)) ?? new Set();
}
