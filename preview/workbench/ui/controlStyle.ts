import { css } from 'styled-components';

/** How every field, list and button of the workbench is drawn: one border, one radius, one focus ring. */
export const controlLook = css`
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-bg);
  color: var(--color-text);
  font: inherit;
  font-size: 13px;
  &:focus-visible {
    outline: 2px solid var(--color-primary);
    outline-offset: 1px;
  }
`;
