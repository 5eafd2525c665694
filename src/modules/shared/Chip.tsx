import styled from 'styled-components';

/** A small neutral tag for a category or type next to content. */
export const Chip = styled.span`
  padding: 0 var(--space-2);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-xs);
  line-height: 1.8;
`;
