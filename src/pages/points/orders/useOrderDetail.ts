import { useEffect, useState } from 'react';
import type { PointsOrderDetail } from '../../../../schemas/points';
import { getPointsOrderDetail } from '../../../api/points';
import { useQuery } from '../../../platform/useQuery';
import { isNetworkError } from '../mallFailure';
import { mallKey, useMallScope } from '../useMall';
import { keepCode, storedCode } from './storedCodes';
import { useOnline } from '../../../platform/useOnline';

export type OrderDetailState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; order: PointsOrderDetail }
  /** No network: the copy kept when the visitor last opened the order, and when that was. */
  | { status: 'offline'; order: PointsOrderDetail; savedAt: string }
  /** No network and no copy kept. */
  | { status: 'offlineUnsaved'; error: unknown; retry: () => void };

/**
 * One order of the visitor's (GetPointsOrderDetail), kept on the device each time it is read
 * so that its code can be shown offline. While it reloads after a change (a cancel), the order
 * as last read stays shown rather than a blank.
 */
export function useOrderDetail(orderId: string): OrderDetailState {
  const scope = useMallScope();
  const online = useOnline();
  const query = useQuery(online ? mallKey(scope, 'order', orderId) : null, (signal) => getPointsOrderDetail(scope.businessId, orderId, signal));
  const [shown, setShown] = useState<PointsOrderDetail | null>(null);
  if (query.status === 'ready' && query.data !== shown) setShown(query.data);

  const { account } = scope;
  const read = query.status === 'ready' ? query.data : null;
  useEffect(() => {
    if (read) keepCode(account, read);
  }, [account, read]);

  if (!online || (query.status === 'error' && isNetworkError(query.error))) {
    const kept = storedCode(account, orderId);
    if (kept) return { status: 'offline', order: kept.order, savedAt: kept.savedAt };
    return { status: 'offlineUnsaved', error: query.error, retry: query.retry };
  }
  if (query.status === 'ready') return { status: 'ready', order: query.data };
  if (query.status === 'error') return { status: 'error', error: query.error, retry: query.retry };
  return shown?.id === orderId ? { status: 'ready', order: shown } : { status: 'loading' };
}
