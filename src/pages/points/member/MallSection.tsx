import styled from 'styled-components';

/**
 * A part of a member screen under its own h2, on a card of the site's surface: the mall's
 * background is the organiser's colour, text stays on the site's own.
 */
export const MallSection = styled.section`
  display: grid;
  gap: var(--space-4);
  margin-top: var(--space-5);
  padding: var(--space-5);
  background: var(--color-surface);
  border-radius: var(--radius-lg);
  min-width: 0;

  > h2 {
    margin: 0;
    font-size: var(--font-size-xl);
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
