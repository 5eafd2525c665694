import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../../renderer';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PageColumn } from '../../shared/PageColumn';
import { useMallOwner, useMemberOpen } from '../useMall';
import { GradeList } from './GradeList';
import { GradeProgress } from './GradeProgress';
import { InvitationCode } from './InvitationCode';
import { Loaded, ScreenSkeleton } from './Loaded';
import { MallSection } from './MallSection';
import { PointsSummary } from '../PointsSummary';
import { MEMBER_NS } from './texts';
import { Tiers } from './Tiers';
import { useMemberGrades, useShownPoints } from './useMemberGrades';

/**
 * /points/memberCenter/index (spec section 2's levels and invitation code): the visitor's points
 * and grade with the way to the next, the grades, the member tiers the event runs, and the
 * invitation code entry, whose points reload every balance here and elsewhere in the mall.
 * Shown once the points and grades are in; after a change they stay while the new ones load, so
 * the form and what it said stay put.
 */
export default function MemberCenter() {
  const { t } = useTranslation(MEMBER_NS);
  const terminal = useTerminal();
  const points = useShownPoints();
  const grades = useMemberGrades();
  // MallFrame has loaded which tiers run before any screen shows: this reads its reply.
  const { businessId, account } = useMallOwner();
  const open = useMemberOpen(businessId, account);
  useDocumentTitle(t('member.title'));
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('member.title')}</h1>
      {points.status === 'loading' || grades.status === 'loading' ? (
        <ScreenSkeleton />
      ) : (
        <>
          <Loaded query={points}>{(data) => <PointsSummary points={data} />}</Loaded>
          <MallSection aria-labelledby="member-grade">
            <h2 id="member-grade">{t('member.grade.title')}</h2>
            <Loaded query={grades}>{(data) => <GradeProgress grades={data} />}</Loaded>
          </MallSection>
          <MallSection aria-labelledby="member-levels">
            <h2 id="member-levels">{t('levels.title')}</h2>
            <Loaded query={grades}>{(data) => <GradeList grades={data} headingId="member-levels" />}</Loaded>
          </MallSection>
          <MallSection aria-labelledby="member-tiers">
            <h2 id="member-tiers">{t('member.tiers.title')}</h2>
            <Loaded query={grades}>{(data) => <Loaded query={open}>{(tiers) => <Tiers tiers={data.tiers} open={tiers} headingId="member-tiers" />}</Loaded>}</Loaded>
          </MallSection>
          <MallSection aria-labelledby="member-invitation">
            <h2 id="member-invitation">{t('invitation.title')}</h2>
            <InvitationCode />
          </MallSection>
        </>
      )}
    </PageColumn>
  );
}
