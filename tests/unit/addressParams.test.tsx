// The programme's choices and the search pages' keywords live in the address. Two choices made
// before the router has rendered the first must both stay: the clean-clone run lost the day that
// way (day tab, then a room, and the room's address was built on the one without the day).
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressedProgramme } from '../../src/modules/schedule/useProgrammeState';
import { useKeywordParam } from '../../src/pages/shared/useKeywordParam';

const inRouter = (address: string) =>
  function Router({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  };

describe('choices kept in the address', () => {
  it('a second choice made before the first has rendered keeps the first', () => {
    const { result } = renderHook(() => ({ programme: useAddressedProgramme(), location: useLocation() }), { wrapper: inRouter('/subPages/schedule/index?siteId=9101') });
    act(() => {
      const [, change] = result.current.programme;
      change({ day: '2026-10-23' });
      change({ venueId: '503' });
    });
    expect(result.current.location.search).toBe('?siteId=9101&day=2026-10-23&venue=503');
    expect(result.current.programme[0]).toMatchObject({ day: '2026-10-23', venueId: '503' });
  });

  it('a choice set back to its initial value leaves the address', () => {
    const { result } = renderHook(() => ({ programme: useAddressedProgramme(), location: useLocation() }), { wrapper: inRouter('/x?siteId=1&venue=503&view=grid') });
    act(() => result.current.programme[1]({ venueId: '', layout: 'list' }));
    expect(result.current.location.search).toBe('?siteId=1');
  });

  it('a keyword search keeps the other parameters and adds a history entry', () => {
    const { result } = renderHook(() => ({ keyword: useKeywordParam('keyWords'), location: useLocation() }), { wrapper: inRouter('/files?siteId=1') });
    act(() => result.current.keyword[1]('brochure'));
    expect(result.current.location.search).toBe('?siteId=1&keyWords=brochure');
    expect(result.current.location.key).not.toBe('default');
    expect(result.current.keyword[0]).toBe('brochure');
  });
});
