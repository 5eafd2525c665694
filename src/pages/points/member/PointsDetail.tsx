import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../../renderer';
import { useDocumentTitle } from '../../index/useDocumentTitle';
import { PageColumn } from '../../shared/PageColumn';
import { GradeList } from './GradeList';
import { Ledger } from './Ledger';
import { Loaded } from './Loaded';
import { MallSection } from './MallSection';
import { MemberPointsCard } from './MemberPointsCard';
import { PointsRules } from './PointsRules';
import { MEMBER_NS } from './texts';
import { useMemberGrades } from './useMemberGrades';

/**
 * /points/integral/index, the points detail (spec section 2): the visitor's points, then their
 * history, the levels and the rules, each a headed section one under the other (a phone scrolls
 * and a screen reader jumps by heading; nothing is hidden behind a tab).
 */
export default function PointsDetail() {
  const { t } = useTranslation(MEMBER_NS);
  const terminal = useTerminal();
  const grades = useMemberGrades();
  useDocumentTitle(t('detail.title'));
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('detail.title')}</h1>
      <MemberPointsCard />
      <MallSection aria-labelledby="points-ledger">
        <h2 id="points-ledger">{t('ledger.title')}</h2>
        <Ledger headingId="points-ledger" />
      </MallSection>
      <MallSection aria-labelledby="points-levels">
        <h2 id="points-levels">{t('levels.title')}</h2>
        <Loaded query={grades}>{(data) => <GradeList grades={data} headingId="points-levels" />}</Loaded>
      </MallSection>
      <MallSection aria-labelledby="points-rules">
        <h2 id="points-rules">{t('rules.title')}</h2>
        <PointsRules headingId="points-rules" />
      </MallSection>
    </PageColumn>
  );
}
