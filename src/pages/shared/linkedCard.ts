import { css } from 'styled-components';

/**
 * A result card whose heading's link covers it (speakers, stories): one target, one name for
 * screen readers, the focus ring round the whole card, and the card lit on hover and focus.
 */
export const linkedCard = css`
  position: relative;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);

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
