import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The spec's 'no data' text (or what is missing, said more exactly), in a box the size of a short row of content. */
export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('common');
  return <Box role="status">{children ?? t('noData')}</Box>;
}

const Box = styled.p`
  display: grid;
  place-items: center;
  min-height: calc(var(--space-11) * 2);
  margin: 0;
  padding: var(--space-6);
  border: 1px dashed var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;
