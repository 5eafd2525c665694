// The site's pages a fuzz case opens, as the app mounts them, and how a case with one call's
// replies rewritten ends. The test file mocks src/auth/drivers (the session is a memoryDriver).
import type { ReactElement } from 'react';
import Activities from '../../../src/pages/activities/Activities';
import AgendaDetail from '../../../src/pages/exhibitionSchedule/AgendaDetail';
import AgendaSearch from '../../../src/pages/exhibitionSchedule/AgendaSearch';
import FileSearch from '../../../src/pages/files/FileSearch';
import PageView from '../../../src/pages/index/PageView';
import ListPage from '../../../src/pages/list/ListPage';
import NewsDetail from '../../../src/pages/news/NewsDetail';
import NewsSearch from '../../../src/pages/news/NewsSearch';
import QuestionsPage from '../../../src/pages/questions/QuestionsPage';
import SessionDetail from '../../../src/pages/schedule/SessionDetail';
import SessionSearch from '../../../src/pages/schedule/SessionSearch';
import SpeakerDetail from '../../../src/pages/speaker/SpeakerDetail';
import SpeakerSearch from '../../../src/pages/speaker/SpeakerSearch';
import { ROUTES } from '../../../src/site/routes';
import { expect } from 'vitest';
import { preloadComponent } from '../../../renderer/loadable';
import { registry } from '../../../src/modules/registry';
import { memoryDriver } from '../../unit/support/memoryDriver';
import { InApp } from '../../unit/support/renderInApp';
import { replayFetch } from '../../unit/support/replayFetch';
import { fuzzedFetch, watchingFetch, type Rewrite } from './fuzzedFetch';
import type { Stage } from './stage';

/** The kitchen-sink site (every module type on its home page), and the demo expo for what only it records. */
const SINK = 'siteId=9101';
const HOME = 'pageId=910101';
export const PAGES: { route: string; query: string; element: ReactElement }[] = [
  { route: ROUTES.home, query: `${SINK}&${HOME}`, element: <PageView /> },
  { route: ROUTES.home, query: 'siteId=1001', element: <PageView /> },
  { route: ROUTES.speakers, query: `${SINK}&${HOME}&moduleId=91010116`, element: <ListPage moduleType="speaker" /> },
  { route: ROUTES.news, query: `${SINK}&${HOME}&moduleId=91010118`, element: <ListPage moduleType="news" /> },
  { route: ROUTES.pictures, query: `${SINK}&${HOME}&moduleId=91010107`, element: <ListPage moduleType="picture" /> },
  { route: ROUTES.schedule, query: SINK, element: <ListPage moduleType="schedule" /> },
  { route: ROUTES.speakerSearch, query: SINK, element: <SpeakerSearch /> },
  { route: ROUTES.speakerDetail, query: `${SINK}&id=sp-02`, element: <SpeakerDetail /> },
  { route: ROUTES.newsSearch, query: SINK, element: <NewsSearch /> },
  { route: ROUTES.newsDetail, query: `${SINK}&id=7003`, element: <NewsDetail /> },
  { route: ROUTES.scheduleSearch, query: SINK, element: <SessionSearch /> },
  { route: ROUTES.scheduleDetail, query: `${SINK}&id=805`, element: <SessionDetail /> },
  { route: ROUTES.exhibitionScheduleSearch, query: `${SINK}&${HOME}&moduleId=91010106`, element: <AgendaSearch /> },
  { route: ROUTES.exhibitionScheduleDetail, query: `${SINK}&${HOME}&moduleId=91010106&id=9104`, element: <AgendaDetail /> },
  { route: ROUTES.questions, query: 'siteId=1001', element: <QuestionsPage /> },
  { route: ROUTES.pictureSearch, query: 'siteId=1001&keyword=hall', element: <FileSearch kind="picture" /> },
  { route: ROUTES.documentSearch, query: 'siteId=1001', element: <FileSearch kind="document" /> },
  { route: ROUTES.activities, query: 'siteId=1001', element: <Activities /> },
];

/** A page's address, the key a case names it by. */
export const addressOf = ({ route, query }: (typeof PAGES)[number]) => `${route}?${query}`;

/** A page as the app nests it (site, session, identities, router) at its address. */
export function app(address: string) {
  const { route, element } = PAGES.find((page) => addressOf(page) === address)!;
  return (
    <InApp address={address} path={route}>
      {element}
    </InApp>
  );
}

/** A call a page makes, watched once with the plain replay. */
export interface PageCall {
  address: string;
  call: string;
}

/** Opens a page, signed out, with every reply to one of its calls rewritten; says how it ended, and fails on a crash. */
export async function pageOutcome({ address, call }: PageCall, change: Rewrite, session: { driver: unknown }, on: Stage) {
  session.driver = memoryDriver();
  on.answer = fuzzedFetch(call, change);
  try {
    expect(await on.show(app(address)), 'a crash').toEqual([]);
  } finally {
    on.answer = replayFetch;
  }
  // A page that says nothing at all has lost its error state too.
  expect(on.element.textContent).not.toBe('');
  return on.element.querySelector('[data-error-kind]') ? 'error said' : 'shown';
}

/** Every module type's code in first: a case must not end before the modules its page shows have arrived. */
export async function preloadModules(): Promise<void> {
  await Promise.all(Object.values(registry).map((definition) => preloadComponent(definition.component)));
}

/** The calls each page makes, opened once, signed out, with the plain replay. */
export async function pageCalls(session: { driver: unknown }, on: Stage): Promise<PageCall[]> {
  const calls: PageCall[] = [];
  for (const page of PAGES) {
    session.driver = memoryDriver();
    const seen = new Set<string>();
    on.answer = watchingFetch(seen);
    expect(await on.show(app(addressOf(page)))).toEqual([]);
    for (const call of seen) calls.push({ address: addressOf(page), call });
  }
  on.answer = replayFetch;
  return calls;
}
