// Property: whatever the gateway answers to one of the calls a page makes (site, page tree, page
// detail or any content reply: the recorded reply bent, another returnObj, or not JSON at all),
// the page goes through the real parse and render path and survives it: it shows what parsed,
// says in the visitor's words what did not, and nothing crashes. Each page is watched once with
// the plain replay to learn which calls it makes; a case rewrites every reply to one of them.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { runsOf, tally } from './support/budget';
import { rewrite } from './support/fuzzedFetch';
import { pageCalls, pageOutcome, preloadModules, type PageCall } from './support/sitePages';
import { checkProperty, fuzzStage } from './support/suite';

const session = vi.hoisted(() => ({ driver: null as unknown }));
vi.mock('../../src/auth/drivers', () => ({ loadDriver: () => Promise.resolve(session.driver) }));

const RUNS = runsOf('pages');

let loads: PageCall[] = [];
const suite = fuzzStage(async (stage) => {
  // A desktop window: pages read their pc details.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
  await preloadModules();
  loads = await pageCalls(session, stage);
});

describe('site, tree, page detail and content replies under fuzzing', () => {
  it('are each asked for by a fuzzed page', () => {
    const calls = new Set(loads.map((load) => load.call));
    for (const call of ['Site/GetSiteById', 'Page/Tree', 'Page/Detail', 'Speaker/QuerySpeakerList', 'Cms/GetNewsList', 'Cms/GetNewsDetail', 'Schedule/List', 'Cms/GetQuestionList', 'Material/GetFileListInGroup', 'Cms/GetPartnersList', 'Bvent/GetMiniProgramCodeBvents']) {
      expect(calls).toContain(call);
    }
  });

  it(`are shown or refused in words, never crash the page (${RUNS} cases)`, async () => {
    const outcomes: Record<string, number> = { shown: 0, 'error said': 0 };
    await checkProperty(
      'pages',
      fc.asyncProperty(fc.constantFrom(...loads), rewrite, async (load, change) => {
        outcomes[await pageOutcome(load, change, session, suite.stage)]! += 1;
      }),
      RUNS,
    );
    tally('pages', outcomes);
    expect(outcomes.shown).toBeGreaterThan(0);
    expect(outcomes['error said']).toBeGreaterThan(0);
  }, 3_600_000);
});
