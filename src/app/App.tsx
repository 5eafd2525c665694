import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../auth/SessionProvider';
import { IdentityProvider } from '../identity/IdentityProvider';
import { ToastProvider } from '../platform/toast';
import { loadable } from '../../renderer/loadable';
import { loadPageView } from './launch';
import { WEBVIEW_ROUTE } from '../site/links';
import { RouteProgress } from './RouteProgress';
import { listPages } from '../pages/list/listPages';
import { AUTO_LOGIN_ROUTE, H5_LOGIN_ROUTE, MP_ACCOUNT_ROUTE, SIGN_PATH_ROUTE } from '../pages/login/paths';
import { HOME_ROUTE, LOGIN_CALLBACK_ROUTE, LOGIN_ROUTE, LOGIN_SILENT_ROUTE, NOT_FOUND_ROUTE, PERSONAL_CENTER_ROUTE } from '../site/routes';
import { Shell } from '../shell/Shell';
import { SignInNotice } from '../shell/SignInNotice';
import { SiteProvider } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { ROUTER_BASENAME } from '../platform/clientBase';

// Loadable rather than lazy: launch has usually fetched it already, so it renders without a fallback.
const PageView = loadable(loadPageView);
const ListPage = lazy(() => import('../pages/list/ListPage'));
const NotFound = lazy(() => import('../pages/error/NotFound'));
const WebView = lazy(() => import('../pages/webview/WebView'));
const PersonalCenter = lazy(() => import('../pages/personal/PersonalCenter'));
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const MpAccount = lazy(() => import('../pages/login/MpAccount'));
const SignPath = lazy(() => import('../pages/login/SignPath'));
const H5Login = lazy(() => import('../pages/login/H5Login'));
const AutoLogin = lazy(() => import('../pages/login/AutoLogin'));
const LoginCallback = lazy(() => import('../pages/login/Callback'));
const LoginSilent = lazy(() => import('../pages/login/Silent'));

/**
 * The router (basename /site/ for visitors; the preview harness mounts the same app under its
 * own base) and every route built so far (spec section 2).
 */
export function App({ basename = ROUTER_BASENAME }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <Routes>
        {/* The sign-in return pages need no site, session or chrome: they finish and leave. */}
        <Route path={LOGIN_CALLBACK_ROUTE} element={<ReturnPage page={<LoginCallback />} />} />
        <Route path={LOGIN_SILENT_ROUTE} element={<ReturnPage page={<LoginSilent />} />} />
        <Route path="*" element={<SiteApp />} />
      </Routes>
    </BrowserRouter>
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
            <Suspense fallback={<RouteProgress />}>
              <Routes>
                <Route element={<Shell />}>
                  <Route index element={<PageView />} />
                  <Route path={HOME_ROUTE} element={<PageView />} />
                  {listPages.map(({ moduleType, route }) => (
                    <Route key={route} path={route} element={<ListPage moduleType={moduleType} />} />
                  ))}
                  <Route path={PERSONAL_CENTER_ROUTE} element={<PersonalCenter />} />
                  <Route path={WEBVIEW_ROUTE} element={<WebView />} />
                  <Route path={LOGIN_ROUTE} element={<LoginPage />} />
                  <Route path={MP_ACCOUNT_ROUTE} element={<MpAccount />} />
                  <Route path={SIGN_PATH_ROUTE} element={<SignPath />} />
                  <Route path={H5_LOGIN_ROUTE} element={<H5Login />} />
                  <Route path={AUTO_LOGIN_ROUTE} element={<AutoLogin />} />
                  <Route path={NOT_FOUND_ROUTE} element={<NotFound />} />
                  <Route path="*" element={<ToNotFound />} />
                </Route>
              </Routes>
            </Suspense>
          </IdentityProvider>
        </SessionProvider>
      </SiteProvider>
    </ToastProvider>
  );
}

/** Unknown routes open pages/error/404 (spec section 2). */
function ToNotFound() {
  const href = useAppHref();
  return <Navigate replace to={href(NOT_FOUND_ROUTE)} />;
}
