import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { listPages } from '../pages/list/listPages';
import { MALL_BASE, ROUTES } from '../site/routes';
import { ToNotFound } from '../pages/error/ToNotFound';
import { withinCodeLimit } from '../platform/codeLoad';

/** A route's page, its code fetched when first shown, within the spec's time limit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: pages take their own props
const page = <P extends ComponentType<any>>(load: () => Promise<{ default: P }>) => lazy(withinCodeLimit(load));

const ListPage = page(() => import('../pages/list/ListPage'));
const NotFound = page(() => import('../pages/error/NotFound'));
const WebView = page(() => import('../pages/webview/WebView'));
const PersonalCenter = page(() => import('../pages/personal/PersonalCenter'));
const SpeakerSearch = page(() => import('../pages/speaker/SpeakerSearch'));
const SpeakerDetail = page(() => import('../pages/speaker/SpeakerDetail'));
const AgendaSearch = page(() => import('../pages/exhibitionSchedule/AgendaSearch'));
const AgendaDetail = page(() => import('../pages/exhibitionSchedule/AgendaDetail'));
const SessionSearch = page(() => import('../pages/schedule/SessionSearch'));
const SessionDetail = page(() => import('../pages/schedule/SessionDetail'));
const GlobalSearch = page(() => import('../pages/globalSearch/GlobalSearch'));
const NewsSearch = page(() => import('../pages/news/NewsSearch'));
const NewsDetail = page(() => import('../pages/news/NewsDetail'));
const Activities = page(() => import('../pages/activities/Activities'));
const ActivitySearch = page(() => import('../pages/activities/ActivitySearch'));
const SecondPage = page(() => import('../pages/second/SecondPage'));
const ShareCode = page(() => import('../pages/share/ShareCode'));
const ShareView = page(() => import('../pages/share/ShareView'));
const QuestionsPage = page(() => import('../pages/questions/QuestionsPage'));
const AssistantPage = page(() => import('../pages/assistant/AssistantPage'));
const FileSearch = page(() => import('../pages/files/FileSearch'));
const LoginPage = page(() => import('../pages/login/LoginPage'));
const MpAccount = page(() => import('../pages/login/MpAccount'));
const SignPath = page(() => import('../pages/login/SignPath'));
const H5Login = page(() => import('../pages/login/H5Login'));
const AutoLogin = page(() => import('../pages/login/AutoLogin'));
// The mall is one chunk: visitors who never open it never download it.
const PointsMall = page(() => import('../pages/points/PointsMall'));

/**
 * Every route but the site's pages (spec section 2's sub-packages): a chunk of its own, so the
 * home's first screen carries none of this table; the home fetches it once it is up.
 */
export default function SubPages() {
  return (
    <Routes>
      {listPages.map(({ moduleType, route }) => (
        <Route key={route} path={route} element={<ListPage moduleType={moduleType} />} />
      ))}
      <Route path={ROUTES.speakerSearch} element={<SpeakerSearch />} />
      <Route path={ROUTES.speakerDetail} element={<SpeakerDetail />} />
      <Route path={ROUTES.exhibitionScheduleSearch} element={<AgendaSearch />} />
      <Route path={ROUTES.exhibitionScheduleDetail} element={<AgendaDetail />} />
      <Route path={ROUTES.scheduleSearch} element={<SessionSearch />} />
      <Route path={ROUTES.scheduleDetail} element={<SessionDetail />} />
      <Route path={ROUTES.globalSearch} element={<GlobalSearch />} />
      <Route path={ROUTES.newsSearch} element={<NewsSearch />} />
      <Route path={ROUTES.newsDetail} element={<NewsDetail />} />
      <Route path={ROUTES.activities} element={<Activities />} />
      <Route path={ROUTES.activitySearch} element={<ActivitySearch />} />
      <Route path={ROUTES.second} element={<SecondPage />} />
      <Route path={ROUTES.shareCode} element={<ShareCode />} />
      <Route path={ROUTES.shareView} element={<ShareView />} />
      <Route path={ROUTES.questions} element={<QuestionsPage />} />
      <Route path={ROUTES.assistant} element={<AssistantPage />} />
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
      <Route path={`${MALL_BASE}*`} element={<PointsMall />} />
      <Route path={ROUTES.notFound} element={<NotFound />} />
      <Route path="*" element={<ToNotFound />} />
    </Routes>
  );
}
