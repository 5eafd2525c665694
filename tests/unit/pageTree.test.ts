import { describe, expect, it } from 'vitest';
import { pageTree, type PageNode } from '../../schemas/page';
import { menuTarget, nodeTarget } from '../../src/site/links';
import { findNode, parentOf } from '../../src/pages/second/treeLookup';
import { submenuEntries } from '../../src/site/pageTree';
import { ROUTES } from '../../src/site/routes';
import { appHref } from '../../src/site/siteParams';

const tree: PageNode[] = pageTree.parse([
  { pageId: 1, title: 'Home', type: 'pagemodule', onNavigation: true, sort: 0 },
  {
    pageId: 2,
    title: 'Visit',
    type: 'pagemodule',
    onNavigation: true,
    children: [
      { pageId: 21, title: 'Getting there', type: 'pagemodule', onNavigation: true },
      { pageId: 22, title: 'Hidden', type: 'pagemodule', onNavigation: false },
      {
        pageId: 23,
        title: 'Hotels',
        type: 'externallink',
        onNavigation: true,
        externalUrl: 'https://hotels.example.org/',
        children: [{ pageId: 231, title: 'Partner hotels', type: 'site', onNavigation: true }],
      },
    ],
  },
  { pageId: 3, title: 'Tickets', type: 'externallink', onNavigation: true, externalUrl: 'https://tickets.example.org/' },
]);
const href = (path: string, query: Record<string, string | null | undefined> = {}) => appHref(path, { siteId: '1001', ...query });

describe('a node of the page tree', () => {
  it('is found by id at any depth; an unknown or absent id finds nothing', () => {
    expect(findNode(tree, '231')?.title).toBe('Partner hotels');
    expect(findNode(tree, '2')?.title).toBe('Visit');
    expect(findNode(tree, '404')).toBeNull();
    expect(findNode(tree, null)).toBeNull();
  });

  it('knows its parent, none at the top', () => {
    expect(parentOf(tree, '231')?.pageId).toBe('23');
    expect(parentOf(tree, '21')?.pageId).toBe('2');
    expect(parentOf(tree, '2')).toBeNull();
  });

  it('opens onto its children on the menu, led by itself when it is a page', () => {
    const visit = findNode(tree, '2')!;
    expect(submenuEntries(visit).map((node) => [node.pageId, node.children.length])).toEqual([
      ['2', 0],
      ['21', 0],
      ['23', 1],
    ]);
    // A link elsewhere is not a page: only its children.
    expect(submenuEntries(findNode(tree, '23')!).map((node) => node.pageId)).toEqual(['231']);
    expect(submenuEntries(findNode(tree, '1')!)).toEqual([]);
  });
});

describe('what a phone menu entry opens', () => {
  it('is the second-level page for a node with children on the menu', () => {
    expect(menuTarget(findNode(tree, '2')!, href)).toEqual({ kind: 'internal', to: `${ROUTES.second}?siteId=1001&pageId=2` });
    expect(menuTarget(findNode(tree, '23')!, href)).toEqual({ kind: 'internal', to: `${ROUTES.second}?siteId=1001&pageId=23` });
  });

  it("is the node's own target otherwise, as on the desktop", () => {
    for (const id of ['1', '21', '3']) expect(menuTarget(findNode(tree, id)!, href)).toEqual(nodeTarget(findNode(tree, id)!, href));
    // The entry a page leads its own list with opens the page itself, never its list again.
    const [self] = submenuEntries(findNode(tree, '2')!);
    expect(menuTarget(self!, href)).toEqual({ kind: 'internal', to: `${ROUTES.home}?siteId=1001&pageId=2` });
  });
});
