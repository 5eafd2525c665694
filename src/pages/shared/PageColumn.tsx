import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';

/** A page of its own (speakers, sessions): the site's module width, the page gutters, and the size of a page heading standing at the top. */
export const PageColumn = styled.div<{ $terminal: Terminal }>`
  max-width: var(--module-width);
  margin: 0 auto;
  padding: var(--space-6) var(--page-gutter) var(--space-9);

  > h1 {
    margin: 0 0 var(--space-5);
    font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
    line-height: 1.3;
    color: var(--color-text);
    overflow-wrap: anywhere;
  }
`;
