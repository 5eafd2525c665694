import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../../renderer';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PageColumn } from '../../shared/PageColumn';
import { PointsSummary } from '../PointsSummary';
import { GradeList } from './GradeList';
import { Ledger, useLedger } from './Ledger';
import { Loaded, ScreenSkeleton } from './Loaded';
import { MallSection } from './MallSection';
import { PointsRules } from './PointsRules';
import { MEMBER_NS } from './texts';
import { useMemberGrades, useShownPoints } from './useMemberGrades';

/**
 * /points/integral/index, the points detail (spec section 2): the visitor's points, then their
 * history, the levels and the rules, each a headed section one under the other (a phone scrolls
 * and a screen reader jumps by heading; nothing is hidden behind a tab). Shown once every part's
 * first reply is in, so that nothing moves as they come.
 */
export default function PointsDetail() {
  const { t } = useTranslation(MEMBER_NS);
  const terminal = useTerminal();
  const points = useShownPoints();
  const grades = useMemberGrades();
  const ledger = useLedger();
  useDocumentTitle(t('detail.title'));
  const waiting = points.status === 'loading' || grades.status === 'loading' || (ledger.status === 'loading' && ledger.rows.length === 0);
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('detail.title')}</h1>
      {waiting ? (
        <ScreenSkeleton />
      ) : (
        <>
          <Loaded query={points}>{(data) => <PointsSummary points={data} />}</Loaded>
          <MallSection aria-labelledby="points-ledger">
            <h2 id="points-ledger">{t('ledger.title')}</h2>
            <Ledger pages={ledger} headingId="points-ledger" />
          </MallSection>
          <MallSection aria-labelledby="points-levels">
            <h2 id="points-levels">{t('levels.title')}</h2>
            <Loaded query={grades}>{(data) => <GradeList grades={data} headingId="points-levels" />}</Loaded>
          </MallSection>
          <MallSection aria-labelledby="points-rules">
            <h2 id="points-rules">{t('rules.title')}</h2>
            <PointsRules headingId="points-rules" />
          </MallSection>
        </>
      )}
    </PageColumn>
  );
}
