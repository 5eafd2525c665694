import { useState } from 'react';
import type { QueryState } from '../../../platform/useQuery';

type Query<T> = QueryState<T> & { retry: () => void };

/**
 * A mall reply that stays on screen while its next version loads: after a change (an invitation
 * code) every mall key moves on, and a part that fell back to its skeleton would make the page
 * jump. Kept for one account only: another account's figures are never shown, not even a moment.
 */
export function useKept<T>(query: Query<T>, account: string): Query<T> {
  const [kept, setKept] = useState<{ account: string; data: T } | null>(null);
  if (query.status === 'ready' && (kept?.data !== query.data || kept.account !== account)) setKept({ account, data: query.data });
  if (query.status === 'loading' && kept?.account === account) return { status: 'ready', data: kept.data, retry: query.retry };
  return query;
}
