import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MemberPoints, Merchandise } from '../../../../schemas/points';
import { ROUTES } from '../../../site/routes';
import { useAppHref } from '../../../site/siteParams';
import { linkedCard } from '../../shared/linkedCard';
import { judge } from './merchandiseStatus';
import { ProductFacts } from './ProductFacts';
import { ProductImage } from './ProductImage';
import { StatusLabel } from './StatusLabel';

interface Props {
  item: Merchandise;
  /** The visitor's points, once loaded: until then the label's line stays empty. */
  points: MemberPoints | null;
  headingLevel: 2 | 3;
}

/** One item of the list: its picture and name open its detail; its facts and status beneath. */
export function ProductCard({ item, points, headingLevel }: Props) {
  const href = useAppHref();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card data-merchandise={item.id}>
      <ProductImage src={item.image} />
      <Heading>
        <Link to={href(ROUTES.pointsProduct, { id: item.id })}>{item.name}</Link>
      </Heading>
      <ProductFacts item={item} />
      <div className="status">{points && <StatusLabel judged={judge(item, points)} />}</div>
    </Card>
  );
}

/** A placeholder of a card's size while the first page loads. */
export function ProductCardPlaceholder() {
  return (
    <Card>
      <ProductImage src={null} />
      <span className="module-skeleton" />
      <span className="module-skeleton facts" />
    </Card>
  );
}

const Card = styled.li`
  ${linkedCard}
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: var(--space-3);
  padding: var(--space-4);

  h2,
  h3 {
    margin: 0;
    font-size: var(--font-size-lg);
    line-height: 1.4;
    overflow-wrap: anywhere;
  }
  .status {
    min-height: 2rem;
  }
  .module-skeleton {
    display: block;
    min-height: var(--space-6);
  }
  .facts {
    min-height: calc(var(--space-9) * 2);
  }
`;
