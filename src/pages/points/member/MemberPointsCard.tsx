import { PointsSummary } from '../PointsSummary';
import { useMemberPoints } from '../useMall';
import { Loaded } from './Loaded';

/** The visitor's points card at the top of a member screen, as it loads and after every change. */
export function MemberPointsCard() {
  return <Loaded query={useMemberPoints()}>{(points) => <PointsSummary points={points} />}</Loaded>;
}
