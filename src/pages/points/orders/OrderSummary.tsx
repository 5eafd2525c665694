import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from 'styled-components';
import type { PointsOrder } from '../../../../schemas/points';
import { formatNumber } from '../../../i18n/format';
import { fillBox } from '../../../theme/mixins';
import { OrderDate } from './OrderDate';
import { StateLabel } from './StateLabel';
import { ORDERS_NS } from './texts';

/**
 * What My orders and the order's page both say of an order: its picture (in a box kept from
 * the first paint), its name as the `heading` given, its state, quantity, points and when.
 * The parent lays it out with `orderSummary`.
 */
export function OrderSummary({ order, heading, children }: { order: PointsOrder; heading: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <>
      <div className="picture">{order.image && <img src={order.image} alt="" loading="lazy" decoding="async" />}</div>
      <div className="about">
        {heading}
        <StateLabel state={order.state} />
        <p className="figures">
          {children}
          <span>{t('row.quantity', { quantity: formatNumber(order.quantity) })}</span>
          <span>{t('row.points', { points: formatNumber(order.points) })}</span>
        </p>
        <OrderDate value={order.createdAt} className="date" />
      </div>
    </>
  );
}

/** The summary's picture beside its words, `picture` wide. */
export const orderSummary = (picture: string) => css`
  display: grid;
  grid-template-columns: ${picture} 1fr;
  align-items: start;
  gap: var(--space-3) var(--space-4);
  padding: var(--space-4);

  .picture {
    aspect-ratio: 1;
    overflow: hidden;
    border-radius: var(--radius-md);
    background: var(--color-surface);
  }
  .picture img {
    ${fillBox}
  }
  .about {
    display: grid;
    justify-items: start;
    gap: var(--space-1);
    min-width: 0;
  }
  .figures {
    display: flex;
    flex-wrap: wrap;
    gap: 0 var(--space-4);
    margin: 0;
    font-size: var(--font-size-sm);
  }
  .date {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;
