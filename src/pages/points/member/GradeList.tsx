import { useTranslation } from 'react-i18next';
import type { MemberGrades } from '../../../../schemas/points';
import { formatNumber } from '../../../i18n/format';
import { Benefits, OptionCards } from './OptionCards';
import { MEMBER_NS } from './texts';

/**
 * The event's grades, lowest first, each with the total points it starts from and its
 * benefits; the visitor's own is marked by eye and for screen readers (aria-current and words).
 */
export function GradeList({ grades, headingId }: { grades: MemberGrades; headingId: string }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <OptionCards as="ol" aria-labelledby={headingId}>
      {grades.grades.map((grade) => {
        const yours = grade.id === grades.currentGradeId;
        return (
          <li key={grade.id} aria-current={yours ? 'true' : undefined} data-grade-id={grade.id}>
            <div className="head">
              <h3>{grade.name}</h3>
              {yours && <span className="badge">{t('levels.yours')}</span>}
            </div>
            <p className="muted">{t('levels.from', { points: formatNumber(grade.minPoints) })}</p>
            <Benefits label={t('levels.benefits', { grade: grade.name })} benefits={grade.benefits} />
          </li>
        );
      })}
    </OptionCards>
  );
}
