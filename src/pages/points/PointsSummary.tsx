import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberPoints } from '../../../schemas/points';
import { formatNumber } from '../../i18n/format';
import { Figures } from './Figures';
import { POINTS_NS } from './texts';

/** The figures beside the available balance, in the spec's order (section 3, "Points"). */
const FIGURES = ['totalPoint', 'pointSpent', 'expiredPoint', 'protectPoint'] as const;

/**
 * The visitor's points (spec section 3): the available balance first and large, then total,
 * spent, expired and protected, and the grade; digits grouped in threes (section 9).
 */
export function PointsSummary({ points, headingLevel = 2 }: { points: MemberPoints; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(POINTS_NS);
  const Heading = `h${headingLevel}` as const;
  return (
    <Card aria-labelledby="points-summary" data-points-summary="">
      <Heading id="points-summary" className="visually-hidden">
        {t('summary.title')}
      </Heading>
      <div className="available">
        <span className="label">{t('summary.availablePoint')}</span>
        <strong data-figure="availablePoint">{formatNumber(points.availablePoint)}</strong>
        {points.gradeName && <span className="grade" data-figure="gradeName">{t('summary.grade', { grade: points.gradeName })}</span>}
      </div>
      <Figures figures={FIGURES.map((figure) => ({ name: figure, label: t(`summary.${figure}`), value: formatNumber(points[figure]) }))} />
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  gap: var(--space-4);
  padding: var(--space-5);
  background: var(--color-surface);
  border-radius: var(--radius-lg);

  .available {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: var(--space-2) var(--space-4);
  }
  .available strong {
    font-size: var(--font-size-title-mobile);
    line-height: 1.2;
    color: var(--color-primary-text);
  }
  .grade {
    padding: var(--space-1) var(--space-3);
    border-radius: var(--radius-pill);
    background: var(--color-primary-tint);
    overflow-wrap: anywhere;
  }
`;
