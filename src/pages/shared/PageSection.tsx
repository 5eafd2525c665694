import styled from 'styled-components';

/** A part of a profile page under its own h2 (about the speaker, a session's speakers, a speaker's sessions), set off by a rule. */
export const PageSection = styled.section`
  margin-top: var(--space-7);
  padding-top: var(--space-6);
  border-top: 1px solid var(--color-border);

  > h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-xl);
    line-height: 1.3;
  }
`;
