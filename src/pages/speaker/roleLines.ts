import { css } from 'styled-components';

/** Under a speaker's name, on a result and on the profile: the position muted, the company in the text colour. */
export const roleLines = css`
  p {
    margin: 0;
    color: var(--color-text-muted);
  }
  p.company {
    color: var(--color-text);
  }
`;
