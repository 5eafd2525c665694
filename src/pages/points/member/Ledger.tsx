import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LedgerEntry } from '../../../../schemas/points';
import type { LanguageCode } from '../../../../schemas/primitives';
import { getPointsLedger } from '../../../api/points';
import { formatDateTimeIn, wireInstant } from '../../../i18n/zonedTime';
import { EmptyState } from '../../../modules/shared/EmptyState';
import { LoadFailed } from '../../../modules/shared/LoadFailed';
import { PagingFooter } from '../../../modules/shared/paging/PagingFooter';
import { usePaged } from '../../../platform/paging';
import { hostOf } from '../../../site/hostOf';
import { useSite } from '../../../site/SiteContext';
import { mallKey, useMallScope } from '../useMall';
import { signedPoints } from './ledgerAmount';
import { MEMBER_NS } from './texts';

/** Movements per page: a phone's screenful or two. */
const LEDGER_PAGE_SIZE = 10;

/** The visitor's points movements, newest first, a page at a time; starts over whenever the visitor's points change. */
export function useLedger() {
  const scope = useMallScope();
  return usePaged(mallKey(scope, 'ledger'), LEDGER_PAGE_SIZE, (pageNo, signal) =>
    getPointsLedger(scope.businessId, pageNo, LEDGER_PAGE_SIZE, signal).then((page) => ({ rows: page.list, total: page.total })),
  );
}
export type LedgerPages = ReturnType<typeof useLedger>;

/**
 * The ledger down to 'no more items': what each movement was (earned, spent, expired, refunded)
 * and why, when (in the event's zone, the visitor's language) and by how much, signed.
 */
export function Ledger({ pages, headingId }: { pages: LedgerPages; headingId: string }) {
  const { t } = useTranslation(MEMBER_NS);
  const { site } = useSite();
  const { language, timeZone } = useMemo(() => hostOf(site), [site]);
  const { loadMore, retry, ...state } = pages;

  if (state.rows.length === 0) {
    if (state.status === 'error') return <LoadFailed error={state.error} onRetry={retry} />;
    if (state.status === 'loading') return <div className="module-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
    return <EmptyState>{t('ledger.empty')}</EmptyState>;
  }
  return (
    <>
      <Rows aria-labelledby={headingId}>
        {state.rows.map((entry) => (
          <Row key={entry.id} entry={entry} when={formatWhen(entry, timeZone, language)} />
        ))}
      </Rows>
      <PagingFooter state={state} loadMore={loadMore} retry={retry} />
    </>
  );
}

function formatWhen(entry: LedgerEntry, zone: string | null, language: LanguageCode): string {
  const instant = wireInstant(entry.occurredAt, zone);
  return instant ? formatDateTimeIn(instant, zone, language) : '';
}

function Row({ entry, when }: { entry: LedgerEntry; when: string }) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <li data-ledger-kind={entry.kind}>
      <div className="what">
        <span className="kind">{t(`ledger.kind.${entry.kind}`)}</span>
        <span className="reason">{entry.reason}</span>
        {when && <time dateTime={entry.occurredAt}>{when}</time>}
      </div>
      <strong className="amount">{t('ledger.amount', { amount: signedPoints(entry) })}</strong>
    </li>
  );
}

const Rows = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: var(--space-3);
    padding: var(--space-3) 0;
    border-bottom: 1px solid var(--color-border);
  }
  .what {
    display: grid;
    gap: var(--space-1);
    min-width: 0;
  }
  .kind {
    justify-self: start;
    padding: 0 var(--space-2);
    border-radius: var(--radius-pill);
    background: var(--color-primary-tint);
    font-size: var(--font-size-sm);
  }
  .reason {
    overflow-wrap: anywhere;
  }
  time {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  .amount {
    flex-shrink: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  [data-ledger-kind='earned'] .amount,
  [data-ledger-kind='refunded'] .amount {
    color: var(--color-primary-text);
  }
`;
