import styled from 'styled-components';

/** Above a page's heading: its ways to the pages beside it (back to a list, on to a search), each a touch target. */
export const PageNav = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0 var(--space-4);
  margin-bottom: var(--space-3);

  a {
    display: inline-flex;
    align-items: center;
    min-height: var(--touch-target);
    gap: var(--space-1);
    font-size: var(--font-size-sm);
  }
`;
