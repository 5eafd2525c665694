import { css } from 'styled-components';

/**
 * A card (positioned) whose name's link covers it: one target, one name for screen readers,
 * the focus ring round the card, and the card lit while hovered or focused.
 */
export const coveringLink = css`
  a {
    color: var(--color-text);
    text-decoration: none;
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  a:focus-visible {
    outline: none;
  }
  a:focus-visible::after {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
  &:focus-within,
  &:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-2);
  }
`;
