import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ModuleCommon } from '../../../schemas/modules/common';
import type { Link } from '../../../schemas/modules/link';
import type { Route } from '../../site/routes';
import { outlineButton } from '../../theme/mixins';

/**
 * The query naming one module: the module, and the page holding it when the payload says
 * which. Search and detail pages read it to load that page's detail (the cached one the site
 * page shares) and find the organiser's configuration of the module.
 */
export function moduleQuery(module: Pick<ModuleCommon, 'id' | 'pageId'>): Record<string, string> {
  return module.pageId ? { pageId: module.pageId, moduleId: module.id } : { moduleId: module.id };
}

/**
 * A list page's way to the search of what it lists (spec section 2), scoped to the module when
 * the search reads its configuration; offered where the module stands alone on its list page.
 */
export function SearchLink({ route, module, children }: { route: Route; module?: Pick<ModuleCommon, 'id' | 'pageId'>; children: ReactNode }) {
  const { LinkView } = useRenderer();
  const search: Link = { linkType: 'route', route, query: module ? moduleQuery(module) : {}, openInNewTab: false };
  return (
    <Tools>
      <LinkView link={search}>{children}</LinkView>
    </Tools>
  );
}

const Tools = styled.p`
  display: flex;
  justify-content: flex-end;
  margin: 0 0 var(--space-4);

  a {
    ${outlineButton}
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  a:hover {
    border-color: var(--color-primary);
    color: var(--color-primary-text);
  }
`;
