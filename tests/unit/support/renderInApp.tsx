import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SiteProvider } from '../../../src/site/SiteContext';
import { SessionProvider } from '../../../src/auth/SessionProvider';
import { initI18n } from '../../../src/i18n';
import { IdentityProvider } from '../../../src/identity/IdentityProvider';
import NotFound from '../../../src/pages/error/NotFound';
import { ROUTES } from '../../../src/site/routes';

/**
 * A route the way the app nests it (site, session, identities) at `address`, beside the app's
 * 404 page, where a page that finds nothing to show sends the visitor.
 */
export function InApp({ address, path, children }: { address: string; path: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[address]}>
      <SiteProvider>
        <SessionProvider>
          <IdentityProvider>
            <Routes>
              <Route path={path} element={children} />
              <Route path={ROUTES.notFound} element={<NotFound />} />
            </Routes>
          </IdentityProvider>
        </SessionProvider>
      </SiteProvider>
    </MemoryRouter>
  );
}

/**
 * Renders a route the way the app nests it at `address`. The test mocks src/auth/drivers so the
 * session is a memoryDriver it controls.
 */
export function renderInApp(address: string, path: string, element: ReactNode) {
  initI18n('en-US');
  return render(
    <InApp address={address} path={path}>
      {element}
    </InApp>,
  );
}
