import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { PagingFooter } from '../../modules/shared/paging/PagingFooter';
import type { PagedState } from '../../platform/paging';
import { CardGrid } from './CardGrid';
import { SearchStatus } from './SearchForm';

export type PagedSearch<T> = PagedState<T> & { loadMore: () => void; retry: () => void; total: number | null };

interface Props<T> {
  /** The page's texts: its namespace's search.searching, search.found, search.shown and search.results. */
  ns: string;
  search: PagedSearch<T>;
  /** Grey cards in the results' boxes while the first page loads. */
  placeholders: ReactNode;
  /** The found rows as list items. */
  children: (rows: T[]) => ReactNode;
  /** The narrowest a card may be (CardGrid's default unless told). */
  cardMin?: string;
}

/**
 * What a paged search finds: the count (a polite status, one line kept from the start), the
 * results as a list of cards, and the paging footer; the spec's 'no data' when nothing matches
 * and a translated error with a retry when the first page fails.
 */
export function PagedResults<T>({ ns, search, placeholders, children, cardMin }: Props<T>) {
  const { t } = useTranslation(ns);
  const { loadMore, retry, total, ...state } = search;
  const first = state.rows.length === 0;
  const loading = first && state.status === 'loading';

  let status = '';
  if (loading) status = t('search.searching');
  else if (state.status !== 'error' || !first) {
    const count = total ?? (state.done ? state.rows.length : null);
    status = count === null ? t('search.shown', { number: formatNumber(state.rows.length) }) : t('search.found', { number: formatNumber(count) });
  }

  let body;
  if (first && state.status === 'error') body = <LoadFailed error={state.error} onRetry={retry} />;
  else if (loading) {
    body = (
      <CardGrid as="div" aria-hidden="true" $min={cardMin}>
        {placeholders}
      </CardGrid>
    );
  } else if (first) body = <EmptyState />;
  else {
    body = (
      <>
        <CardGrid aria-label={t('search.results')} $min={cardMin}>{children(state.rows)}</CardGrid>
        <PagingFooter state={state} loadMore={loadMore} retry={retry} />
      </>
    );
  }

  return (
    <>
      <SearchStatus>{status}</SearchStatus>
      {body}
    </>
  );
}
