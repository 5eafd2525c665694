import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LoadFailed } from '../../src/modules/shared/LoadFailed';
import { GatewayError } from '../../src/platform/errors';
import { ErrorState } from '../../src/site/ErrorState';

afterEach(cleanup);

const goToAbout = new GatewayError('homePage', 'Moved', { path: '/Cms/GetNewsList', homePageId: '100405' });

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

function at(address: string, shown: ReactElement) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="*" element={<>{shown}<Where /></>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the gateway naming the page to show instead (homePageId)', () => {
  it('takes the visitor there from a module’s list call, keeping the site', async () => {
    at('/subPages/news/index?siteId=1001', <LoadFailed error={goToAbout} onRetry={() => undefined} />);
    expect(await screen.findByText('/pages/index/index?siteId=1001&pageId=100405')).toBeTruthy();
  });

  it('takes the visitor there from a page’s error state too', async () => {
    at('/pages/speaker/index?siteId=1001&pageId=100101', <ErrorState error={goToAbout} />);
    expect(await screen.findByText('/pages/index/index?siteId=1001&pageId=100405')).toBeTruthy();
  });

  it('stays on the page it names, showing the error: asking again would answer the same', () => {
    at('/pages/index/index?siteId=1001&pageId=100405', <ErrorState error={goToAbout} onRetry={() => undefined} />);
    expect(screen.getByText('/pages/index/index?siteId=1001&pageId=100405')).toBeTruthy();
    expect(screen.getByRole('alert').getAttribute('data-error-kind')).toBe('homePage');
  });

  it('any other failure stays where it is', () => {
    at('/subPages/news/index?siteId=1001', <LoadFailed error={new GatewayError('business', 'No')} onRetry={() => undefined} />);
    expect(screen.getByText('/subPages/news/index?siteId=1001')).toBeTruthy();
  });
});
