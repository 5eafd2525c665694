import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { JudgedStatus } from './merchandiseStatus';
import { POINTS_MALL_NS } from './texts';

/** The status machine's label of an item (spec section 4), marked by its state for the eye and for tests. */
export function StatusLabel({ judged, className }: { judged: JudgedStatus; className?: string }) {
  const { t } = useTranslation(POINTS_MALL_NS);
  return (
    <Label className={className} data-status={judged.status}>
      {t(judged.view.label.key)}
    </Label>
  );
}

const Label = styled.span`
  display: inline-block;
  padding: var(--space-1) var(--space-3);
  border-radius: var(--radius-pill);
  font-size: var(--font-size-sm);
  font-weight: 600;
  overflow-wrap: anywhere;
  background: var(--color-surface);
  color: var(--color-text-muted);

  &[data-status='normal'] {
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
  }
`;
