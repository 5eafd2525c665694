import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../../renderer';
import type { MemberPoints, PointsOrderDetail } from '../../../../schemas/points';
import { getPointsOrderDetail } from '../../../api/points';
import { formatNumber } from '../../../i18n/format';
import { useQuery } from '../../../platform/useQuery';
import { ErrorState } from '../../../site/ErrorState';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { outlineButton, pillButton } from '../../../theme/mixins';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PageColumn } from '../../shared/PageColumn';
import { Figures } from '../Figures';
import { isUnknownOrder } from '../mallFailure';
import { mallKey, useMallScope, useMemberPoints } from '../useMall';
import { ProductImage } from './ProductImage';
import { POINTS_MALL_NS, PRODUCTS_NS } from './texts';
import { ORDER_PARAM } from './useRedemption';

/**
 * /points/success/index?orderId=<id>: what was redeemed, the points it took and the balance now,
 * with the way to the order and back to the mall. It reads the order by its id, so a reload
 * shows the same.
 */
export default function RedeemSuccess() {
  const { t } = useTranslation([PRODUCTS_NS, POINTS_MALL_NS]);
  const terminal = useTerminal();
  const scope = useMallScope();
  const [params] = useSearchParams();
  const orderId = params.get(ORDER_PARAM);
  const order = useQuery(orderId ? mallKey(scope, 'order', orderId) : null, (signal) => getPointsOrderDetail(scope.businessId, orderId!, signal));
  const points = useMemberPoints();
  const missing = !orderId || isUnknownOrder(order.error);
  useDocumentTitle(missing ? t('common:noData') : t('points-mall:redeem.success'));

  let body;
  if (missing) body = <ErrorState title={t('common:noData')} />;
  else if (order.status === 'error') body = <ErrorState error={order.error} onRetry={order.retry} />;
  else if (points.status === 'error') body = <ErrorState error={points.error} onRetry={points.retry} />;
  else if (order.status === 'loading' || points.status === 'loading') {
    body = (
      <Receipt aria-busy="true">
        <span className="visually-hidden">{t('success.loading')}</span>
        <span className="module-skeleton" />
      </Receipt>
    );
  } else body = <Redeemed order={order.data} points={points.data} />;
  return <PageColumn $terminal={terminal}>{body}</PageColumn>;
}

function Redeemed({ order, points }: { order: PointsOrderDetail; points: MemberPoints }) {
  const { t } = useTranslation([PRODUCTS_NS, POINTS_MALL_NS]);
  const href = useAppHref();
  const figures = [
    { name: 'points', label: t('success.spent'), value: t('facts.points', { number: formatNumber(order.points) }) },
    { name: 'availablePoint', label: t('success.balance'), value: t('facts.points', { number: formatNumber(points.availablePoint) }) },
  ];
  return (
    <Receipt data-order={order.id}>
      <div role="status">
        <h1>{t('points-mall:redeem.success')}</h1>
      </div>
      <div className="item">
        <ProductImage src={order.image} eager />
        <p>
          <span className="label">{t('success.item')}</span>
          <strong>{order.name}</strong>
          {order.quantity > 1 && <span>× {formatNumber(order.quantity)}</span>}
        </p>
      </div>
      <Figures figures={figures} />
      <div className="actions">
        <Link className="primary" to={href(ROUTES.pointsOrderDetail, { id: order.id })}>
          {t('success.order')}
        </Link>
        <Link className="secondary" to={href(ROUTES.points)}>
          {t('backToMall')}
        </Link>
      </div>
    </Receipt>
  );
}

const Receipt = styled.section`
  display: grid;
  gap: var(--space-5);
  max-width: 40rem;
  margin: 0 auto;
  padding: var(--space-6) var(--space-5);
  border-radius: var(--radius-lg);
  background: var(--color-bg);
  text-align: center;

  h1 {
    margin: 0;
    font-size: var(--font-size-xl);
    color: var(--color-primary-text);
  }
  .item {
    display: grid;
    justify-items: center;
    gap: var(--space-3);
  }
  .item > div {
    width: min(100%, 12rem);
  }
  .item p {
    display: grid;
    gap: var(--space-1);
    margin: 0;
    overflow-wrap: anywhere;
  }
  .label {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--space-3);
  }
  .primary {
    ${pillButton}
  }
  .secondary {
    ${outlineButton}
    display: inline-flex;
    align-items: center;
    text-decoration: none;
  }
  .module-skeleton {
    display: block;
    min-height: 240px;
  }
`;
