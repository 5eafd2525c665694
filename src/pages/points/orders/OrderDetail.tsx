import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PointsOrderDetail } from '../../../../schemas/points';
import type { Terminal } from '../../../../schemas/page';
import { ErrorState } from '../../../site/ErrorState';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { CancelOrder } from './CancelOrder';
import { DiscountCode } from './DiscountCode';
import { useDateTime } from './OrderDate';
import { OrderSummary, orderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { RedemptionCode } from './RedemptionCode';
import { hasValidCode } from './storedCodes';
import { ORDERS_NS } from './texts';
import { useOrderDetail } from './useOrderDetail';
import { OfflineNotice } from './OfflineNotice';
import { MallItemPage, NoData } from '../MallItemPage';
import { isUnknownOrder } from '../mallFailure';

/**
 * /points/orderDetail/index?id=<order id> (spec section 2): one order with its redemption QR
 * code and code text, a virtual item's discount code, a pending payment's way to pay, and
 * cancel. Offline, the copy kept when the visitor last opened it, with when that was.
 */
export default function OrderDetail() {
  const { t } = useTranslation(ORDERS_NS);
  const href = useAppHref();
  return <MallItemPage back={{ to: href(ROUTES.pointsOrders), label: t('detail.toList') }}>{(id, terminal) => <Lookup id={id} terminal={terminal} />}</MallItemPage>;
}

function Lookup({ id, terminal }: { id: string; terminal: Terminal }) {
  const { t } = useTranslation(ORDERS_NS);
  const detail = useOrderDetail(id);
  const dateTime = useDateTime();
  const title = detail.status === 'ready' || detail.status === 'offline' ? detail.order.name : null;
  useDocumentTitle(title);

  if (detail.status === 'offlineUnsaved') return <ErrorState title={t('detail.offlineUnsaved')} onRetry={detail.retry} />;
  if (detail.status === 'error' && isUnknownOrder(detail.error)) return <NoData />;
  if (detail.status === 'error') return <ErrorState error={detail.error} onRetry={detail.retry} />;
  if (detail.status === 'loading') {
    return (
      <Article $terminal={terminal} aria-busy="true">
        <span className="visually-hidden">{t('detail.loading')}</span>
        <span className="module-skeleton headline" />
        <span className="module-skeleton code" />
      </Article>
    );
  }
  const offline = detail.status === 'offline';
  return (
    <Order order={detail.order} terminal={terminal}>
      {offline && (
        <OfflineNotice>{t('detail.offline', { time: dateTime(detail.savedAt) })}</OfflineNotice>
      )}
      {!offline && <CancelOrder order={detail.order} />}
    </Order>
  );
}

/** The order: its picture, name, state and figures; its codes; and what can be done with it. */
function Order({ order, terminal, children }: { order: PointsOrderDetail; terminal: Terminal; children: ReactNode }) {
  const { t } = useTranslation(ORDERS_NS);
  return (
    <Article $terminal={terminal} data-order={order.id} data-state={order.state}>
      <header>
        <OrderSummary order={order} heading={<h1>{order.name}</h1>}>
          <span>{t('detail.orderNo', { id: order.id })}</span>
        </OrderSummary>
      </header>
      {order.state === 'pendingPayment' && order.payment && <PaymentChoice orderId={order.id} payment={order.payment} />}
      {hasValidCode(order.state) && <RedemptionCode qrCode={order.qrCode} codeText={order.codeText} />}
      {hasValidCode(order.state) && order.discountCode && <DiscountCode code={order.discountCode} />}
      {children}
    </Article>
  );
}

const Article = styled.article<{ $terminal: Terminal }>`
  display: grid;
  gap: var(--space-4);
  max-width: 640px;

  header {
    ${({ $terminal }) => orderSummary($terminal === 'pc' ? 'calc(var(--space-11) * 1.5)' : 'var(--space-11)')}
    border-radius: var(--radius-lg);
    background: var(--color-bg);
  }
  h1 {
    margin: 0;
    font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .headline {
    min-height: calc(var(--space-11) + var(--space-4) * 2);
  }
  .code {
    min-height: 360px;
  }
`;
