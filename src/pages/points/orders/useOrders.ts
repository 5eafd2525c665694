import { ORDER_STATES } from '../../../../schemas/points';
import { getPointsOrderList } from '../../../api/points';
import { usePaged } from '../../../platform/paging';
import { mallKey, useMallScope } from '../useMall';

/** My orders' tabs: every order, then each state (spec section 4's order state texts). */
export const ORDER_TABS = ['all', ...ORDER_STATES] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
/** The address parameter that holds the tab. */
export const STATE_PARAM = 'state';

export const orderTab = (value: string | null): OrderTab => ORDER_TABS.find((tab) => tab === value) ?? 'all';

const PAGE_SIZE = 10;

/** The visitor's orders in one tab, a page at a time, newest first; reloaded when the mall changes. */
export function useOrders(tab: OrderTab) {
  const scope = useMallScope();
  const paged = usePaged(mallKey(scope, 'orders', tab), PAGE_SIZE, async (pageNo, signal) => {
    const page = await getPointsOrderList({ businessId: scope.businessId, state: tab, pageNo, pageSize: PAGE_SIZE }, signal);
    return { rows: page.list, total: page.total };
  });
  return paged;
}

