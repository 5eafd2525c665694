import { css } from 'styled-components';

/** A detail page's lines while it loads: a headline's box and a line's, as tall as what comes. */
export const detailSkeleton = css`
  .module-skeleton {
    display: block;
    min-height: var(--space-6);
  }
  .headline {
    min-height: var(--space-9);
    width: 70%;
  }
`;
