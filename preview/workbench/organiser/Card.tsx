import styled from 'styled-components';

/** The organiser's screens (sign in, not an organiser): one card of text and a command or two. */
export const OrganiserCard = styled.section`
  display: grid;
  gap: var(--space-3);
  align-content: start;
  justify-items: start;
  max-width: 36rem;
  padding: var(--space-6);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  h1 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-3);
  }
`;
