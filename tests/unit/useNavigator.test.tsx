import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useNavigator } from '../../src/site/useNavigator';

afterEach(cleanup);

function Probe() {
  const { navigateTo } = useNavigator();
  const location = useLocation();
  return (
    <>
      <button onClick={() => void navigateTo({ url: '/pages/speaker/index?page=2' })}>go</button>
      <output>{`${location.pathname}${location.search}`}</output>
    </>
  );
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
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('/pages/speaker/index?page=2&siteId=42')).toBeTruthy();
  });
});
