import { createContext, useContext } from 'react';
import { getMemberOpenInfo, getMemberPointsDetail, queryCenterSetting } from '../../api/points';
import { useSession } from '../../auth/SessionProvider';
import { useQuery } from '../../platform/useQuery';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';

/**
 * Whose mall this is: the event (every mall call's businessId) and the signed-in account, which
 * every cache key names so that one account never sees another's points. `version` moves when
 * the visitor's points or orders change (a redemption, a cancel, an invitation code): every
 * mall reply keyed with it loads again.
 */
export interface MallScope {
  businessId: string;
  account: string;
  version: number;
  /** Call after a redemption, a cancel or an invitation code: balances, stock and orders reload. */
  changed: () => void;
}

export const MallScopeContext = createContext<MallScope | null>(null);

/** The scope of the mall the screen stands in; only MallFrame's children have one. */
export function useMallScope(): MallScope {
  const scope = useContext(MallScopeContext);
  if (!scope) throw new Error('useMallScope: a mall screen stands outside MallFrame');
  return scope;
}

/** The cache key of one mall reply: the account's, the event's, as of the scope's version. */
export const mallKey = (scope: Pick<MallScope, 'businessId' | 'account' | 'version'>, ...parts: (string | number)[]) =>
  ['points', scope.account, scope.businessId, scope.version, ...parts].join(':');

/** The event's mall business (its bventId) and the signed-in account, or null while signed out. */
export function useMallOwner(): { businessId: string; account: string | null } {
  const { site } = useSite();
  const { user } = useSession();
  return { businessId: hostOf(site).bventId, account: user?.accountId ?? null };
}

/** Which member tiers the event runs (GetSystemBusinessStatusList): none open, no mall. Null account: nothing loads. */
export function useMemberOpen(businessId: string, account: string | null) {
  return useQuery(account ? `points:${account}:${businessId}:open` : null, (signal) => getMemberOpenInfo(businessId, signal));
}

/** The event's points centre: its id and its look (defaults when stored badly). */
export function useCenter(businessId: string, account: string | null) {
  return useQuery(account ? `points:${account}:${businessId}:center` : null, (signal) => queryCenterSetting(businessId, signal));
}

/** The visitor's points and grade, reloaded whenever they change. */
export function useMemberPoints() {
  const scope = useMallScope();
  return useQuery(mallKey(scope, 'points'), (signal) => getMemberPointsDetail(scope.businessId, signal));
}
