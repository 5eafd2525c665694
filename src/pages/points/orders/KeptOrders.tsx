import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pillButton } from '../../../theme/mixins';
import { CardGrid } from '../../shared/CardGrid';
import { useMallScope } from '../useMall';
import { OfflineNotice } from './OfflineNotice';
import { OrderCard } from './OrderCard';
import { storedCodes } from './storedCodes';
import { ORDERS_NS } from './texts';
import type { OrderTab } from './useOrders';

/**
 * My orders without a network (the venue's Wi-Fi dropped): the orders in this tab that the device
 * keeps, each as it was when the visitor last opened it, so every kept code is a tap away; and a
 * retry where the browser has a network that reached nothing.
 */
export function KeptOrders({ tab, cardMin, onRetry }: { tab: OrderTab; cardMin: string; onRetry?: () => void }) {
  const { t } = useTranslation([ORDERS_NS, 'common']);
  const { account } = useMallScope();
  const kept = storedCodes(account).filter(({ order }) => tab === 'all' || order.state === tab);
  return (
    <Kept>
      <OfflineNotice>{t(kept.length > 0 ? 'offline.kept' : 'offline.none')}</OfflineNotice>
      {onRetry && (
        <Retry type="button" onClick={onRetry}>
          {t('common:retry')}
        </Retry>
      )}
      {kept.length > 0 && (
        <CardGrid aria-label={t('search.results')} $min={cardMin}>
          {kept.map(({ order }) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </CardGrid>
      )}
    </Kept>
  );
}

const Kept = styled.div`
  display: grid;
  gap: var(--space-4);
`;

const Retry = styled.button`
  ${pillButton}
  justify-self: start;
`;
