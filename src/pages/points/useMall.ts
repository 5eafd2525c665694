import { createContext, useContext } from 'react';
import type { LanguageCode } from '../../../schemas/primitives';
import { getMemberOpenInfo, getMemberPointsDetail, queryCenterSetting } from '../../api/points';
import { useSession } from '../../auth/SessionProvider';
import { useQuery } from '../../platform/useQuery';
import { hostOf } from '../../site/hostOf';
import { useSite } from '../../site/SiteContext';

/**
 * Whose mall this is: the event (every mall call's businessId) and the signed-in account, which
 * every cache key names so that one account never sees another's points, and the language the
 * replies are in, so that a language switch reloads them. `version` moves when
 * the visitor's points or orders change (a redemption, a cancel, an invitation code): every
 * mall reply keyed with it loads again.
 */
export interface MallScope {
  businessId: string;
  account: string;
  /** The site's language: the mall's replies come in it (names, grades, reasons). */
  language: LanguageCode;
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
export const mallKey = (scope: Pick<MallScope, 'businessId' | 'account' | 'language' | 'version'>, ...parts: (string | number)[]) =>
  ['points', scope.account, scope.businessId, scope.language, scope.version, ...parts].join(':');

/** The event's mall business (its bventId) and the signed-in account, or null while signed out. */
export function useMallOwner(): { businessId: string; account: string | null; language: LanguageCode } {
  const { site } = useSite();
  const { user } = useSession();
  return { businessId: hostOf(site).bventId, account: user?.accountId ?? null, language: site.language };
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
