import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PointsOrder } from '../../../../schemas/points';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { linkedCard } from '../../shared/linkedCard';
import { PaymentChoice } from './PaymentChoice';
import { OrderSummary, orderSummary } from './OrderSummary';

/**
 * One order in My orders, its summary; the name's link covers the card and opens the order.
 * A pending payment's choice of method stands above that link.
 */
export function OrderCard({ order }: { order: PointsOrder }) {
  const href = useAppHref();
  const heading = (
    <h2>
      <Link to={href(ROUTES.pointsOrderDetail, { id: order.id })}>{order.name}</Link>
    </h2>
  );
  return (
    <Card data-order={order.id} data-state={order.state}>
      <OrderSummary order={order} heading={heading} />
      {order.state === 'pendingPayment' && order.payment && (
        <div className="payment">
          <PaymentChoice orderId={order.id} payment={order.payment} />
        </div>
      )}
    </Card>
  );
}

const Card = styled.li`
  ${linkedCard}
  ${orderSummary('var(--space-11)')}

  h2 {
    margin: 0;
    font-size: var(--font-size-md);
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  .payment {
    grid-column: 1 / -1;
  }
`;
