import { lazy, Suspense, type ReactNode } from 'react';
import { HydratedSuspense } from '../../renderer/hydration';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../auth/SessionProvider';
import { IdentityProvider } from '../identity/IdentityProvider';
import { ToastProvider } from '../platform/toast';
import { loadable } from '../../renderer/loadable';
import { pageViewCode, subPagesCode } from './launch';
import { RouteProgress } from './RouteProgress';
import { Shell } from '../shell/Shell';
import { SignInNotice } from '../shell/SignInNotice';
import { SiteProvider } from '../site/SiteContext';
import { ROUTER_BASENAME } from '../platform/clientBase';
import { ROUTES } from '../site/routes';

// Loadable rather than lazy, from launch's own download: usually here already, so no fallback shows.
const PageView = loadable(pageViewCode);
const LoginCallback = lazy(() => import('../pages/login/Callback'));
const LoginSilent = lazy(() => import('../pages/login/Silent'));
const SubPages = loadable(subPagesCode);

/**
 * The router (basename /site/ for visitors; the preview harness mounts the same app under its
 * own base) and every route built so far (spec section 2).
 */
export function App({ basename = ROUTER_BASENAME }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/** Every route, inside whichever router holds the address: the browser's, or a server's static one. */
export function AppRoutes() {
  return (
    <Routes>
      {/* The sign-in return pages need no site, session or chrome: they finish and leave. */}
      <Route path={ROUTES.loginCallback} element={<ReturnPage page={<LoginCallback />} />} />
      <Route path={ROUTES.loginSilent} element={<ReturnPage page={<LoginSilent />} />} />
      <Route path="*" element={<SiteApp />} />
    </Routes>
  );
}

function ReturnPage({ page }: { page: ReactNode }) {
  return <Suspense fallback={null}>{page}</Suspense>;
}

/** Everything else: the site, the session and the chrome. */
function SiteApp() {
  return (
    <ToastProvider>
      <SiteProvider>
        <SessionProvider>
          <IdentityProvider>
            <SignInNotice />
            <HydratedSuspense fallback={<RouteProgress />}>
              <Routes>
                <Route element={<Shell />}>
                  <Route index element={<PageView />} />
                  <Route path={ROUTES.home} element={<PageView />} />
                  <Route path="*" element={<SubPages />} />
                </Route>
              </Routes>
            </HydratedSuspense>
          </IdentityProvider>
        </SessionProvider>
      </SiteProvider>
    </ToastProvider>
  );
}
