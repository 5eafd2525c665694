import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isLastPage, usePaged } from '../../src/platform/paging';

describe('paging rule (spec section 4)', () => {
  it('ends on a page shorter than the page size', () => {
    expect(isLastPage({ rows: [1, 2] }, 1, 3)).toBe(true);
    expect(isLastPage({ rows: [1, 2, 3] }, 1, 3)).toBe(false);
  });

  it('ends when the last page by the total is reached', () => {
    expect(isLastPage({ rows: [1, 2, 3], total: 6 }, 2, 3)).toBe(true);
    expect(isLastPage({ rows: [1, 2, 3], total: 7 }, 2, 3)).toBe(false);
  });

  it('loads the first page, then the next on demand, and stops at the end', async () => {
    const load = vi.fn(async (pageNo: number) => ({ rows: pageNo === 1 ? ['a', 'b'] : ['c'] }));
    const { result } = renderHook(() => usePaged('k', 2, load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.rows).toEqual(['a', 'b']);
    expect(result.current.done).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b', 'c']));
    expect(result.current.done).toBe(true);
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the rows it has when a page fails, and retries that page', async () => {
    let fail = true;
    const load = vi.fn(async (pageNo: number) => {
      if (pageNo === 2 && fail) throw new Error('down');
      return { rows: pageNo === 1 ? ['a', 'b'] : ['c'] };
    });
    const { result } = renderHook(() => usePaged('k', 2, load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.rows).toEqual(['a', 'b']);
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b', 'c']));
  });

  it('starts from a first page it is given: ready, that page not loaded again, and "load more" works at once', async () => {
    const load = vi.fn(async (pageNo: number) => ({ rows: pageNo === 2 ? ['c'] : ['never'] }));
    const { result } = renderHook(() => usePaged('k', 2, load, { rows: ['a', 'b'], total: 3 }));
    expect(result.current).toMatchObject({ status: 'ready', rows: ['a', 'b'], done: false });
    // Before anything has loaded: a visitor's tap on the first render is never lost.
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual(['a', 'b', 'c']));
    expect(result.current.done).toBe(true);
    expect(load.mock.calls.map(([pageNo]) => pageNo)).toEqual([2]);
  });

  it('ends at once on a first page the paging rule calls the last', () => {
    const load = vi.fn(async () => ({ rows: ['never'] }));
    const { result } = renderHook(() => usePaged('k', 2, load, { rows: ['a'] }));
    expect(result.current).toMatchObject({ status: 'ready', rows: ['a'], done: true });
    act(() => result.current.loadMore());
    expect(load).not.toHaveBeenCalled();
  });

  it('starts a new key from its own first page, whose "load more" works before anything loads', async () => {
    const load = vi.fn(async (pageNo: number) => ({ rows: [`page ${pageNo}`] }));
    const { result, rerender } = renderHook(({ key, first }) => usePaged(key, 1, load, first), { initialProps: { key: 'a', first: { rows: ['a1'], total: 2 } } });
    rerender({ key: 'b', first: { rows: ['b1'], total: 2 } });
    expect(result.current).toMatchObject({ status: 'ready', rows: ['b1'], done: false });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toEqual(['b1', 'page 2']));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
