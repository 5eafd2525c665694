import type { Merchandise } from '../../../../schemas/points';
import { ErrorState } from '../../../site/ErrorState';
import { CardGrid } from '../../shared/CardGrid';
import { PagedResults } from '../../shared/PagedResults';
import { useMemberPoints } from '../useMall';
import { ProductCard, ProductCardPlaceholder } from './ProductCard';
import { PRODUCTS_NS } from './texts';
import { PRODUCT_PAGE_SIZE, useMallCenter, useProductSearch } from './useProducts';

interface Props {
  keyword: string;
  /** The cards' heading level under the page's own headings. */
  headingLevel: 2 | 3;
}

/** Items stand three to a line on a desktop: a page of six fills two. */
const CARD_MIN = '260px';
const placeholders = Array.from({ length: PRODUCT_PAGE_SIZE }, (_, index) => <ProductCardPlaceholder key={index} />);

/** The centre's items for a keyword, page by page, with the count; each card judged against the visitor's points. */
export function ProductResults({ keyword, headingLevel }: Props) {
  const center = useMallCenter();
  if (center.status === 'error') return <ErrorState error={center.error} onRetry={center.retry} />;
  if (center.status === 'loading') {
    return (
      <CardGrid as="div" aria-hidden="true" $min={CARD_MIN}>
        {placeholders}
      </CardGrid>
    );
  }
  return <Found centerSettingId={center.data.id} keyword={keyword} headingLevel={headingLevel} />;
}

function Found({ centerSettingId, keyword, headingLevel }: Props & { centerSettingId: string }) {
  const points = useMemberPoints();
  const search = useProductSearch(centerSettingId, keyword);
  const card = (item: Merchandise) => <ProductCard key={item.id} item={item} points={points.data ?? null} headingLevel={headingLevel} />;
  return (
    <PagedResults ns={PRODUCTS_NS} search={search} placeholders={placeholders} cardMin={CARD_MIN}>
      {(items) => items.map(card)}
    </PagedResults>
  );
}
