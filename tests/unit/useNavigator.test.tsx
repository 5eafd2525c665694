import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Navigator } from '../../src/platform/navigation';
import { useNavigator } from '../../src/platform/useNavigator';

afterEach(cleanup);

let navigator: Navigator;
function Probe() {
  navigator = useNavigator();
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

describe('useNavigator', () => {
  it('drives react-router, carrying the siteId of the current location', async () => {
    render(
      <MemoryRouter initialEntries={['/pages/index/index?siteId=42']}>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(() => navigator.navigateTo({ url: '/pages/speaker/index?page=2' }));
    expect(screen.getByRole('status').textContent).toBe('/pages/speaker/index?page=2&siteId=42');
  });
});
