import { getMemberGrades } from '../../../api/points';
import { useQuery } from '../../../platform/useQuery';
import { mallKey, useMallScope, useMemberPoints } from '../useMall';
import { useKept } from './useKept';

/** The event's grades and tiers with the visitor's grade (names in the site's language), reloaded whenever the visitor's points change. */
export function useMemberGrades() {
  const scope = useMallScope();
  return useKept(
    useQuery(mallKey(scope, 'grades'), (signal) => getMemberGrades(scope.businessId, signal)),
    scope.account,
  );
}

/** The visitor's points, the last figures staying on screen while new ones load. */
export function useShownPoints() {
  return useKept(useMemberPoints(), useMallScope().account);
}
