import type { ReactNode } from 'react';
import styled from 'styled-components';

interface Props {
  followed: boolean;
  /** The follow call is on its way. */
  pending: boolean;
  onToggle: () => void;
  /** Its words ("Follow", "Following"), and whatever names the session for screen readers. */
  children: ReactNode;
  /** How the place it stands in shapes it. */
  className?: string;
}

/**
 * Follows a session: a star, filled once followed; pressed for screen readers, busy while its
 * call is on its way. Where it stands gives it its shape; its states look the same everywhere.
 */
export function FollowButton({ followed, pending, onToggle, children, className }: Props) {
  return (
    <Button type="button" className={className} aria-pressed={followed} aria-busy={pending || undefined} onClick={onToggle}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M8 1.5l2 4.2 4.5.6-3.3 3.1.8 4.5L8 11.7l-4 2.2.8-4.5L1.5 6.3 6 5.7z" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
      </svg>
      {children}
    </Button>
  );
}

const Button = styled.button`
  path {
    fill: none;
  }
  /* Doubled: the states win over the plain look the place it stands in gives it. */
  &&[aria-pressed='true'] {
    border-color: var(--color-primary);
    color: var(--color-primary-text);
  }
  &&[aria-pressed='true'] path {
    fill: currentColor;
  }
  &&[aria-busy='true'] {
    cursor: progress;
  }
`;
