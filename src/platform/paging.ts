import { useCallback, useEffect, useState } from 'react';

export interface Page<T> {
  rows: T[];
  /** Total rows when the gateway says; paging also ends on a short page without it. */
  total?: number | null;
}

/**
 * The paging rule of spec section 4: loading finishes when a page returns fewer rows than the
 * page size, or when the last page (by the total) has been reached.
 */
export function isLastPage(page: Page<unknown>, pageNo: number, pageSize: number): boolean {
  if (page.rows.length < pageSize) return true;
  return typeof page.total === 'number' && pageNo * pageSize >= page.total;
}

/**
 * A list read whole, page after page until the paging rule says it ended, or `maxPages`: a
 * gateway that answers full pages without a total for ever would otherwise keep it asking.
 */
export async function* pagesUntilLast<T>(loadPage: (pageNo: number) => Promise<Page<T>>, pageSize: number, maxPages: number): AsyncGenerator<T[]> {
  for (let pageNo = 1; pageNo <= maxPages; pageNo += 1) {
    const page = await loadPage(pageNo);
    yield page.rows;
    if (isLastPage(page, pageNo, pageSize)) return;
  }
}

export type PagedState<T> =
  | { status: 'loading'; rows: T[]; done: false }
  | { status: 'error'; rows: T[]; done: false; error: unknown }
  | { status: 'ready'; rows: T[]; done: boolean };

interface Paging<T> {
  key: string;
  pageNo: number;
  value: PagedState<T>;
}

/** Where a list starts: its first page loading, or already ready when the caller has it. */
function startOf<T>(key: string, pageSize: number, first: Page<T> | undefined): Paging<T> {
  if (!first) return { key, pageNo: 1, value: { status: 'loading', rows: [], done: false } };
  return { key, pageNo: 1, value: { status: 'ready', rows: first.rows, done: isLastPage(first, 1, pageSize) } };
}

/**
 * Loads pages one after another (first page at once, the next on `loadMore`), following the
 * paging rule. A new `key` starts over; `retry` repeats the failed page. A `first` page the
 * caller already has is where the list starts: its "load more" works from the first render.
 */
export function usePaged<T>(key: string, pageSize: number, loadPage: (pageNo: number, signal: AbortSignal) => Promise<Page<T>>, first?: Page<T>) {
  const [state, setState] = useState<Paging<T>>(() => startOf(key, pageSize, first));
  const current = state.key === key ? state : startOf(key, pageSize, first);

  useEffect(() => {
    if (current.value.status !== 'loading') return;
    const controller = new AbortController();
    const { pageNo, value } = current;
    loadPage(pageNo, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        setState({ key, pageNo, value: { status: 'ready', rows: [...value.rows, ...page.rows], done: isLastPage(page, pageNo, pageSize) } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, pageNo, value: { status: 'error', rows: value.rows, done: false, error } });
      },
    );
    return () => controller.abort();
    // `loadPage` is keyed by `key`; the page to load is in `current`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, current.pageNo, current.value.status]);

  const loadMore = useCallback(() => {
    setState((stored) => {
      // A new key's list, not stored yet, is where its start says (ready when it has a first page).
      const previous = stored.key === key ? stored : startOf(key, pageSize, first);
      return previous.value.status === 'ready' && !previous.value.done
        ? { key, pageNo: previous.pageNo + 1, value: { status: 'loading', rows: previous.value.rows, done: false } }
        : stored;
    });
  }, [key, pageSize, first]);

  const retry = useCallback(() => {
    setState((previous) => (previous.value.status === 'error' ? { ...previous, value: { status: 'loading', rows: previous.value.rows, done: false } } : previous));
  }, []);

  const value: PagedState<T> = current.value;
  return { ...value, loadMore, retry };
}
