import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '../auth/SessionProvider';
import { IdentityProvider } from '../identity/IdentityProvider';
import { ToastProvider } from '../platform/toast';
import { loadable } from '../../renderer/loadable';
import { loadPageView } from './launch';
import { RouteProgress } from './RouteProgress';
import { listPages } from '../pages/list/listPages';
import { Shell } from '../shell/Shell';
import { SignInNotice } from '../shell/SignInNotice';
import { SiteProvider } from '../site/SiteContext';
import { useAppHref } from '../site/siteParams';
import { ROUTER_BASENAME } from '../platform/clientBase';
import { ROUTES } from '../site/routes';

// Loadable rather than lazy: launch has usually fetched it already, so it renders without a fallback.
const PageView = loadable(loadPageView);
const ListPage = lazy(() => import('../pages/list/ListPage'));
const NotFound = lazy(() => import('../pages/error/NotFound'));
const WebView = lazy(() => import('../pages/webview/WebView'));
const PersonalCenter = lazy(() => import('../pages/personal/PersonalCenter'));
const SpeakerSearch = lazy(() => import('../pages/speaker/SpeakerSearch'));
const SpeakerDetail = lazy(() => import('../pages/speaker/SpeakerDetail'));
const AgendaSearch = lazy(() => import('../pages/exhibitionSchedule/AgendaSearch'));
const AgendaDetail = lazy(() => import('../pages/exhibitionSchedule/AgendaDetail'));
const SessionSearch = lazy(() => import('../pages/schedule/SessionSearch'));
const SessionDetail = lazy(() => import('../pages/schedule/SessionDetail'));
const FileSearch = lazy(() => import('../pages/files/FileSearch'));
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
        <Route path={ROUTES.loginCallback} element={<ReturnPage page={<LoginCallback />} />} />
        <Route path={ROUTES.loginSilent} element={<ReturnPage page={<LoginSilent />} />} />
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
                  <Route path={ROUTES.home} element={<PageView />} />
                  {listPages.map(({ moduleType, route }) => (
                    <Route key={route} path={route} element={<ListPage moduleType={moduleType} />} />
                  ))}
                  <Route path={ROUTES.speakerSearch} element={<SpeakerSearch />} />
                  <Route path={ROUTES.speakerDetail} element={<SpeakerDetail />} />
                  <Route path={ROUTES.exhibitionScheduleSearch} element={<AgendaSearch />} />
                  <Route path={ROUTES.exhibitionScheduleDetail} element={<AgendaDetail />} />
                  <Route path={ROUTES.scheduleSearch} element={<SessionSearch />} />
                  <Route path={ROUTES.scheduleDetail} element={<SessionDetail />} />
                  <Route path={ROUTES.pictureSearch} element={<FileSearch kind="picture" />} />
                  <Route path={ROUTES.videoSearch} element={<FileSearch kind="video" />} />
                  <Route path={ROUTES.documentSearch} element={<FileSearch kind="document" />} />
                  <Route path={ROUTES.personalCenter} element={<PersonalCenter />} />
                  <Route path={ROUTES.webview} element={<WebView />} />
                  <Route path={ROUTES.login} element={<LoginPage />} />
                  <Route path={ROUTES.mpAccount} element={<MpAccount />} />
                  <Route path={ROUTES.signPath} element={<SignPath />} />
                  <Route path={ROUTES.h5Login} element={<H5Login />} />
                  <Route path={ROUTES.autoLogin} element={<AutoLogin />} />
                  <Route path={ROUTES.notFound} element={<NotFound />} />
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
  return <Navigate replace to={href(ROUTES.notFound)} />;
}
