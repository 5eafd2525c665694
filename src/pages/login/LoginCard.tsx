import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pillButton } from '../../theme/mixins';

/**
 * The frame every login page shares: one titled card, centred, full width on a phone. `busy`
 * while what it holds may still be replaced (the sign-in mode has not looked for a session yet).
 */
export function LoginCard({ title, busy = false, children }: { title: string; busy?: boolean; children: ReactNode }) {
  return (
    <Card aria-labelledby="login-title" aria-busy={busy}>
      <h1 id="login-title">{title}</h1>
      {children}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: var(--space-5);
  width: min(100% - 2 * var(--page-gutter), 420px);
  margin: var(--space-9) auto;
  padding: var(--space-7) var(--space-6);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  box-shadow: var(--shadow-1);

  h1 {
    margin: 0;
    font-size: var(--font-size-xl);
  }
  @media (max-width: 757.98px) {
    margin: var(--space-5) auto;
    padding: var(--space-6) var(--space-4);
  }
`;

/** Announced as soon as it changes (spec section 8: every sign-in error reaches the visitor). */
export const ErrorMessage = styled.p`
  margin: 0;
  color: var(--color-danger);
  font-weight: 600;

  &:empty {
    display: none;
  }
`;

/** A card's content when it is not a form: its messages and actions, one under the other. */
export const CardBody = styled.div`
  display: grid;
  gap: var(--space-3);

  p {
    margin: 0;
  }
  a,
  button {
    ${pillButton}
  }
`;
