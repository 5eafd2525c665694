import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useTerminal } from '../../../../renderer';
import { GroupTabs, panelId, tabId } from '../../../modules/shared/GroupTabs';
import { useAddressParams } from '../../../platform/addressParams';
import { useDocumentTitle } from '../../shared/useDocumentTitle';
import { PageColumn } from '../../shared/PageColumn';
import { PagedResults } from '../../shared/PagedResults';
import { useOnline } from '../../../platform/useOnline';
import { isNetworkError } from '../mallFailure';
import { KeptOrders } from './KeptOrders';
import { OrderCard } from './OrderCard';
import { ORDERS_NS } from './texts';
import { ORDER_TABS, orderTab, STATE_PARAM, useOrders, type OrderTab } from './useOrders';

const TABS_ID = 'orders';

/**
 * /points/order/index, My orders (spec section 2): the visitor's orders by state as tabs, the
 * tab in the address (`?state=`, so a shared or reloaded address opens the same tab), each order
 * opening its detail, pending payments with their choice of method.
 */
export default function OrderList() {
  const { t } = useTranslation(ORDERS_NS);
  const terminal = useTerminal();
  const [params, edit] = useAddressParams();
  const tab = orderTab(params.get(STATE_PARAM));
  useDocumentTitle(t('title'));
  // A tab is a view of the same page: it replaces the address rather than adding to history.
  const select = (next: string) =>
    edit(
      (updated) => {
        if (next === 'all') updated.delete(STATE_PARAM);
        else updated.set(STATE_PARAM, next);
      },
      { replace: true },
    );
  return (
    <PageColumn $terminal={terminal}>
      <h1>{t('title')}</h1>
      <GroupTabs tabs={ORDER_TABS.map((id) => ({ id, label: t(`state.${id}`) }))} active={tab} idBase={TABS_ID} label={t('tabs')} onSelect={select} />
      <div role="tabpanel" id={panelId(TABS_ID)} aria-labelledby={tabId(TABS_ID, tab)}>
        <Orders key={tab} tab={tab} />
      </div>
    </PageColumn>
  );
}

const CARD_MIN = 'min(100%, 36rem)';

/** The tab's orders from the gateway; without a network, the ones the device keeps. */
function Orders({ tab }: { tab: OrderTab }) {
  const online = useOnline();
  const orders = useOrders(tab);
  // A network the browser thinks it has may still reach nothing (a venue's Wi-Fi behind its sign-up page).
  const unreachable = orders.status === 'error' && orders.rows.length === 0 && isNetworkError(orders.error);
  if (!online || unreachable) return <KeptOrders tab={tab} cardMin={CARD_MIN} onRetry={online ? orders.retry : undefined} />;
  return (
    <PagedResults ns={ORDERS_NS} search={{ ...orders, total: null }} placeholders={<Placeholders />} cardMin={CARD_MIN}>
      {(rows) => rows.map((order) => <OrderCard key={order.id} order={order} />)}
    </PagedResults>
  );
}

/** Grey rows the size of an order's, while the first page loads. */
function Placeholders() {
  return Array.from({ length: 3 }, (_, index) => <Placeholder key={index} className="module-skeleton" />);
}

const Placeholder = styled.div`
  min-height: calc(var(--space-11) + var(--space-4) * 2);
  border-radius: var(--radius-md);
`;
