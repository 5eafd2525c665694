import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderState } from '../../../../schemas/points';
import { ORDERS_NS } from './texts';

/** An order's state in words (spec section 4's order state texts), marked for tests and styles. */
export function StateLabel({ state }: { state: OrderState }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <Label data-order-state={state} className={state}>
      {t(`state.${state}`)}
    </Label>
  );
}

const Label = styled.span`
  padding: 0 var(--space-2);
  border-radius: var(--radius-pill);
  background: var(--color-surface);
  color: var(--color-text);
  font-size: var(--font-size-sm);
  line-height: 1.8;

  &.pendingPayment,
  &.redeemed {
    background: var(--color-primary-tint);
    color: var(--color-primary-text);
    font-weight: 600;
  }
`;
