import styled from 'styled-components';

/** A list of cards, as many to a line as fit at `$min` wide (300px unless told), one on a phone. */
export const CardGrid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '300px' }) => $min}), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: 0;
  list-style: none;
`;
