import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { Link } from '../../../schemas/modules/link';
import { outlineButton } from '../../theme/mixins';

/** A list page's way to the search of what it lists (spec section 2), above the list at its end. */
export function SearchLink({ route, query = {}, children }: { route: string; query?: Record<string, string>; children: ReactNode }) {
  const { LinkView } = useRenderer();
  const search: Link = { linkType: 'route', route, query, openInNewTab: false };
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
