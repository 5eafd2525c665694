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
});
