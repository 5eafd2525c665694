import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Terminal } from '../../../../schemas/page';
import type { MemberPoints, Merchandise } from '../../../../schemas/points';
import { reasonText } from '../../../machines/pointsMall/merchandiseStatus';
import { GatewayError } from '../../../platform/errors';
import { sanitizeHtml } from '../../../platform/sanitize';
import { ErrorState } from '../../../site/ErrorState';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { detailSkeleton } from '../../shared/detailSkeleton';
import { useMemberPoints } from '../useMall';
import { judge } from './merchandiseStatus';
import { ProductFacts } from './ProductFacts';
import { ProductImage } from './ProductImage';
import { RedeemAction } from './RedeemAction';
import { StatusLabel } from './StatusLabel';
import { POINTS_MALL_NS, PRODUCTS_NS } from './texts';
import { useMallCenter, useProduct } from './useProducts';
import { MallItemPage, NoData } from '../MallItemPage';

/**
 * /points/detail/index?id=<merchandise id>: one item, its picture, facts and the organiser's
 * description (sanitised), its status with the reason, and the redeem action when it is normal.
 */
export default function ProductDetail() {
  const { t } = useTranslation(PRODUCTS_NS);
  const href = useAppHref();
  return <MallItemPage back={{ to: href(ROUTES.points), label: t('backToMall') }}>{(id, terminal) => <Lookup id={id} terminal={terminal} />}</MallItemPage>;
}


const isNoData = (error: unknown) => error instanceof GatewayError && error.kind === 'noData';

function Lookup({ id, terminal }: { id: string; terminal: Terminal }) {
  const { t } = useTranslation(PRODUCTS_NS);
  const center = useMallCenter();
  const item = useProduct(center.data?.id ?? null, id);
  const points = useMemberPoints();
  const failed = center.error ?? item.error ?? points.error;
  useDocumentTitle(item.data?.name ?? (isNoData(item.error) ? t('common:noData') : null));

  if (isNoData(item.error)) return <NoData />;
  if (failed !== undefined) {
    const retry = () => [center, item, points].forEach((query) => query.status === 'error' && query.retry());
    return <ErrorState error={failed} onRetry={retry} />;
  }
  if (item.status !== 'ready' || points.status !== 'ready') {
    return (
      <Article $terminal={terminal} aria-busy="true">
        <ProductImage src={null} />
        <div className="about">
          <span className="visually-hidden">{t('detail.loading')}</span>
          <span className="module-skeleton headline" />
          <span className="module-skeleton" />
        </div>
      </Article>
    );
  }
  return <ItemView item={item.data} points={points.data} terminal={terminal} />;
}

function ItemView({ item, points, terminal }: { item: Merchandise; points: MemberPoints; terminal: Terminal }) {
  const { t } = useTranslation([PRODUCTS_NS, POINTS_MALL_NS]);
  const html = useMemo(() => sanitizeHtml(item.description ?? ''), [item.description]);
  const judged = judge(item, points);
  const reason = judged.view.reason && reasonText(judged.view.reason);
  return (
    <Article $terminal={terminal} data-merchandise={item.id}>
      <ProductImage src={item.image} eager />
      <div className="about">
        <h1>{item.name}</h1>
        <ProductFacts item={item} />
        <div className="status" role="status">
          <StatusLabel judged={judged} />
          {reason && <p data-reason={judged.view.reason?.kind}>{t(reason.key, reason.values)}</p>}
        </div>
        {judged.status === 'normal' && <RedeemAction item={item} />}
      </div>
      {html && (
        <section className="description" aria-labelledby="item-description">
          <h2 id="item-description">{t('detail.description')}</h2>
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      )}
    </Article>
  );
}

/** Picture beside the facts on a desktop, above them on a phone; the description under both. */
const Article = styled.article<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: ${({ $terminal }) => ($terminal === 'pc' ? 'minmax(0, 2fr) minmax(0, 3fr)' : 'minmax(0, 1fr)')};
  gap: var(--space-6);
  margin-top: var(--space-4);
  padding: var(--space-5);
  border-radius: var(--radius-lg);
  background: var(--color-bg);

  .about {
    display: grid;
    align-content: start;
    gap: var(--space-4);
  }
  h1 {
    margin: 0;
    font-size: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--font-size-title)' : 'var(--font-size-title-mobile)')};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
  .status {
    display: grid;
    justify-items: start;
    gap: var(--space-2);
  }
  .status p,
  .unfinished {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .description {
    grid-column: 1 / -1;
    line-height: 1.7;
  }
  .description h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-lg);
  }
  .description img {
    max-width: 100%;
    height: auto;
  }
  ${detailSkeleton}
`;
