import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberGrades } from '../../../../schemas/points';
import { formatNumber } from '../../../i18n/format';
import { MEMBER_NS } from './texts';

/**
 * The visitor's grade and the way to the next: a meter of their total points against what the
 * next grade starts from (named, with its value in words), and how many more it needs; at the
 * top grade, that they are there.
 */
export function GradeProgress({ grades }: { grades: MemberGrades }) {
  const { t } = useTranslation(MEMBER_NS);
  const current = grades.grades.find((grade) => grade.id === grades.currentGradeId);
  const { next } = grades;
  const target = next && grades.grades.find((grade) => grade.id === next.gradeId);
  return (
    <Box>
      {current && <p className="current">{t('member.grade.current', { grade: current.name })}</p>}
      {next && target ? (
        <>
          <label htmlFor="grade-meter">{t('member.grade.meter', { grade: next.name })}</label>
          <progress
            id="grade-meter"
            max={target.minPoints}
            value={target.minPoints - next.pointsNeeded}
            aria-valuetext={t('member.grade.meterValue', { points: formatNumber(target.minPoints - next.pointsNeeded), target: formatNumber(target.minPoints) })}
          />
          <p data-points-needed={next.pointsNeeded}>{t('member.grade.needed', { count: next.pointsNeeded, points: formatNumber(next.pointsNeeded), grade: next.name })}</p>
        </>
      ) : (
        <p>{t('member.grade.top')}</p>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: var(--space-2);

  .current {
    font-weight: 600;
    font-size: var(--font-size-lg);
  }
  label {
    color: var(--color-text-muted);
  }
  progress {
    width: 100%;
    height: var(--space-3);
    accent-color: var(--color-primary);
  }
`;
