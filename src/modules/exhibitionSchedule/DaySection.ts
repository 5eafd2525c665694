import styled from 'styled-components';

/**
 * One day of the agenda: its date as a heading underlined in the theme colour, then its
 * entries as a list. The module's days and the search page's days look alike.
 */
export const DaySection = styled.section`
  display: grid;
  gap: var(--space-3);

  > :is(h2, h3) {
    margin: 0;
    padding-bottom: var(--space-2);
    border-bottom: 3px solid var(--color-primary);
    font-size: var(--font-size-lg);
    line-height: 1.4;
  }
  > ol {
    display: grid;
    gap: var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;
