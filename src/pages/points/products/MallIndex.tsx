import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../../renderer';
import { ErrorState } from '../../../site/ErrorState';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PageColumn } from '../../shared/PageColumn';
import { SearchForm } from '../../shared/SearchForm';
import { PointsSummary } from '../PointsSummary';
import { useMemberPoints } from '../useMall';
import { MemberTiers } from './MemberTiers';
import { ProductResults } from './ProductResults';
import { KEYWORD_PARAM } from './ProductSearch';
import { PRODUCTS_NS } from './texts';

/**
 * /points/index: the visitor's points, the tiers the event runs, and the centre's items page by
 * page, each with its status; the search box opens /points/search with the words.
 */
export default function MallIndex() {
  const { t } = useTranslation(PRODUCTS_NS);
  const terminal = useTerminal();
  const href = useAppHref();
  const navigate = useNavigate();
  useDocumentTitle(t('index.title'));
  const search = (keyword: string) => navigate(href(ROUTES.pointsSearch, { [KEYWORD_PARAM]: keyword }));
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('index.title')}</h1>
      <Stack>
        <Points />
        <MemberTiers />
        <section aria-labelledby="mall-products">
          <h2 id="mall-products">{t('index.products')}</h2>
          <SearchForm keyword="" onSearch={search} texts={{ landmark: t('search.landmark'), label: t('search.label'), submit: t('search.submit') }} />
          <ProductResults keyword="" headingLevel={3} />
        </section>
      </Stack>
    </PageColumn>
  );
}

function Points() {
  const { t } = useTranslation(PRODUCTS_NS);
  const points = useMemberPoints();
  if (points.status === 'error') return <ErrorState error={points.error} title={t('index.pointsFailed')} onRetry={points.retry} />;
  // The card's box is held while the balance loads: the list below does not move when it lands.
  if (points.status === 'loading') return <span className="module-skeleton points" aria-hidden="true" />;
  return <PointsSummary points={points.data} />;
}

const Stack = styled.div`
  display: grid;
  gap: var(--space-7);

  .points {
    display: block;
    min-height: 168px;
  }
  h2 {
    margin: 0 0 var(--space-3);
    font-size: var(--font-size-lg);
  }
`;
