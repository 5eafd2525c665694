import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import { PageColumn } from '../shared/PageColumn';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { pillButton } from '../../theme/mixins';

interface Props {
  title: string;
  /** What the visitor is told, read out first (role status). */
  message: string;
  detail?: string;
  /** The ways on: sign in, back to the site. */
  children: ReactNode;
  kind: 'login' | 'forbidden';
}

/** A mall page that stands instead of the mall (/points/login, /points/401): why, and the ways on. */
export function MallNotice({ title, message, detail, children, kind }: Props) {
  const terminal = useTerminal();
  useDocumentTitle(title);
  return (
    <PageColumn $terminal={terminal}>
      <h1>{title}</h1>
      <Box role="status" data-mall-notice={kind}>
        <p>{message}</p>
        {detail && <p className="detail">{detail}</p>}
        <div className="actions">{children}</div>
      </Box>
    </PageColumn>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: var(--space-4);
  padding: var(--space-8) var(--space-5);
  text-align: center;
  background: var(--color-surface);
  border-radius: var(--radius-lg);

  p {
    margin: 0;
    max-width: 36em;
    overflow-wrap: anywhere;
  }
  .detail {
    color: var(--color-text-muted);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--space-3);
  }
  .actions > * {
    ${pillButton}
  }
`;
