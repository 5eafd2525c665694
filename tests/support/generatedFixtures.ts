// The kitchen-sink, stress and long-text bundles, and the demo expo's news, are made from the module
// examples (each type's definition loads them), so every registered type appears on them and
// they never drift from the schemas.
// `npm run fixtures:generate` writes them; tests/unit/generatedFixtures.test.ts fails when the
// committed files differ from what this makes.
import { fixtureBundles, readReply } from '../../fixtures/index';
import type { LanguageCode } from '../../schemas/primitives';
import { languages } from '../../src/i18n/languages';
import { activityReplies } from './activityFixture';
import { KITCHEN_SINK } from './kitchenSink';
import { longTextFixtures } from './longTextFixture';
import { newsReplies } from './newsFixture';
import { PROGRAMME, programmeReplies } from './programmeFixture';
import { examples, localiseLinks, ok, page, siteOf, tree, type Json, type SiteInput } from './siteReplies';

/** The demo expo's event: its news is made from the same stories as the kitchen sink's. */
const DEMO_EXPO_BVENT = '88001';

/** Site ids of the stress bundle. */
export const STRESS = { siteId: '9201', pageId: '920101', modules: 200, programmePageId: '920102' } as const;

/** What a shared link of the kitchen sink shows (the share view, and the head's Open Graph tags), per language. */
const KITCHEN_SINK_SHARE: Record<LanguageCode, { desc: string; image: string }> = {
  'en-US': { desc: 'Every module type of the mini-site on one page.', image: 'hero-en' },
  'zh-CN': { desc: '在一个页面上展示微网站的每一种模块。', image: 'hero-zh' },
  'zh-HK': { desc: '在一個頁面上展示微網站的每一種模組。', image: 'hero-tc' },
  'pt-PT': { desc: 'Todos os tipos de módulo do mini-site numa só página.', image: 'hero-pt' },
};

function kitchenSinkShare(siteId: string, language: LanguageCode, title: string): SiteInput['shareSetting'] {
  const { desc, image } = KITCHEN_SINK_SHARE[language];
  return {
    title,
    desc,
    h5Img: `/files/demo-expo/${image}.svg`,
    miniprogramImg: `/files/demo-expo/${image}-mobile.svg`,
    path: `/site/pages/index/index?siteId=${siteId}`,
  };
}

/** Calls whose replies the stress event has of its own (its programme), that name no event, or that no stress page asks (activities, the event's languages and statement). */
const OWN_CALLS = new Set(['Schedule', 'WebAggregator', 'ClientAggregator', 'Site', 'Page', 'Bvent']);

/**
 * Page 920101's modules show the kitchen-sink event's English content, as they did when the
 * stress site shared that event; the site now has its own event (for its programme), so those
 * recorded replies are copied under the stress event's keys.
 */
function borrowedContent(): Map<string, unknown> {
  const others = new Set<string>(languages.map(({ code }) => code).filter((code) => code !== 'en-US'));
  const borrowed = new Map<string, unknown>();
  for (const reply of fixtureBundles().get('kitchen-sink')!.replies) {
    const [bventId, ...rest] = reply.key.split('_');
    // The Q&A is made here from the demo expo's (borrowedQuestions), so the stress site does without.
    const generatedHere = reply.area === QUESTIONS.area && reply.call === QUESTIONS.call;
    if (OWN_CALLS.has(reply.area) || generatedHere || bventId !== KITCHEN_SINK.bventId || rest.some((part) => others.has(part))) continue;
    borrowed.set(`stress/${reply.area}/${reply.call}/${[PROGRAMME.bventId, ...rest].join('_')}.json`, readReply(reply));
  }
  return borrowed;
}

/** The Q&A (ours, Cms/GetQuestionList) the kitchen sink shows: the demo expo's, written by hand in four languages, under the kitchen-sink event. */
const QUESTIONS = { area: 'Cms', call: 'GetQuestionList', from: '88001' } as const;

function borrowedQuestions(): Map<string, unknown> {
  const borrowed = new Map<string, unknown>();
  for (const reply of fixtureBundles().get('demo-expo')!.replies) {
    const [bventId, language] = reply.key.split('_');
    if (reply.area !== QUESTIONS.area || reply.call !== QUESTIONS.call || bventId !== QUESTIONS.from) continue;
    borrowed.set(`kitchen-sink/${reply.area}/${reply.call}/${KITCHEN_SINK.bventId}_${language}.json`, readReply(reply));
  }
  return borrowed;
}

/** Every file of the generated bundles, by path under fixtures/. */
export async function generatedFixtures(): Promise<Map<string, unknown>> {
  const byType = await examples();
  const files = new Map<string, unknown>();
  const siteIds = languages.map(({ code }) => ({ language: code, id: KITCHEN_SINK.siteIds[code] }));

  files.set('kitchen-sink/manifest.json', {
    title: 'Kitchen sink · every module type',
    description: `Generated from the module examples (npm run fixtures:generate). One home page per language (sites ${siteIds.map((entry) => `${entry.id} ${entry.language}`).join(', ')}; page id = site id + 01) holding every registered module type once; module id = page id + two-digit position. Gateway content for event ${KITCHEN_SINK.bventId} sits beside it by call; its activities (Bvent/GetMiniProgramCodeBvents, generated: this site, the demo expo, and a draft, isPublish false, that the client leaves out); its Q&A (Cms/GetQuestionList) is the demo expo's, copied under this event.`,
    defaultSiteId: KITCHEN_SINK.siteIds['en-US'],
    loginStrong: true,
  });
  for (const { code } of languages) {
    const siteId = KITCHEN_SINK.siteIds[code];
    const pageId = `${siteId}01`;
    const modules = Object.entries(byType).map(([, perLanguage], index) => ({
      ...(localiseLinks(perLanguage[code], pageId) as Json),
      id: `${pageId}${String(index + 1).padStart(2, '0')}`,
      pageId,
      sort: index + 1,
    }));
    const title = 'MITE 2026 · Kitchen sink';
    files.set(`kitchen-sink/Site/GetSiteById/${siteId}.json`, ok({ ...siteOf(siteId, code, title, siteIds), shareSetting: kitchenSinkShare(siteId, code, title) }));
    files.set(`kitchen-sink/Page/Tree/${siteId}.json`, tree({ pageId, title: 'All modules' }));
    files.set(`kitchen-sink/Page/Detail/${pageId}.json`, page(pageId, 'All modules', modules));
  }
  for (const [file, reply] of newsReplies(KITCHEN_SINK.bventId)) files.set(`kitchen-sink/${file}`, reply);
  for (const [file, reply] of newsReplies(DEMO_EXPO_BVENT)) files.set(`demo-expo/${file}`, reply);
  for (const [file, reply] of activityReplies()) files.set(`kitchen-sink/${file}`, ok(reply));
  for (const [file, reply] of borrowedQuestions()) files.set(file, reply);

  const types = Object.keys(byType);
  files.set('stress/manifest.json', {
    title: `Stress · ${STRESS.modules} modules on one page, a ${PROGRAMME.sessionsPerDay * PROGRAMME.dates.length}-session programme`,
    description: `Generated (npm run fixtures:generate): site ${STRESS.siteId} (event ${PROGRAMME.bventId}), page ${STRESS.pageId} holds ${STRESS.modules} modules cycling through every registered type, for the render benchmark (their content: the kitchen-sink event's English replies, copied under event ${PROGRAMME.bventId}; its schedule modules show the programme); page ${STRESS.programmePageId} holds one schedule module over ${PROGRAMME.dates.length} days of ${PROGRAMME.sessionsPerDay} sessions each (tests/support/programmeFixture.ts), for the programme's interaction timings.`,
    defaultSiteId: STRESS.siteId,
    loginStrong: true,
  });
  const stressModules = Array.from({ length: STRESS.modules }, (_, index) => ({
    ...(localiseLinks(byType[types[index % types.length]!]!['en-US'], STRESS.pageId) as Json),
    id: `${STRESS.pageId}${String(index + 1).padStart(3, '0')}`,
    pageId: STRESS.pageId,
    sort: index + 1,
  }));
  const programme = {
    ...byType['schedule']!['en-US'],
    id: `${STRESS.programmePageId}001`,
    pageId: STRESS.programmePageId,
    sort: 1,
    isShowMoreButton: false,
    moduleTitle: { title: 'Programme', subTitle: `${PROGRAMME.sessionsPerDay * PROGRAMME.dates.length} sessions over ${PROGRAMME.dates.length} days` },
    config: { useMockData: false, showFilters: true },
  };
  files.set(`stress/Site/GetSiteById/${STRESS.siteId}.json`, ok(siteOf(STRESS.siteId, 'en-US', 'Stress', [{ language: 'en-US', id: STRESS.siteId }], PROGRAMME.bventId)));
  files.set(`stress/Page/Tree/${STRESS.siteId}.json`, tree({ pageId: STRESS.pageId, title: 'Stress' }, { pageId: STRESS.programmePageId, title: 'Programme' }));
  files.set(`stress/Page/Detail/${STRESS.pageId}.json`, page(STRESS.pageId, 'Stress', stressModules));
  files.set(`stress/Page/Detail/${STRESS.programmePageId}.json`, page(STRESS.programmePageId, 'Programme', [programme]));
  for (const [file, reply] of programmeReplies()) files.set(`stress/${file}`, ok(reply));
  for (const [file, reply] of borrowedContent()) files.set(file, reply);
  for (const [file, reply] of longTextFixtures(byType)) files.set(file, reply);
  return files;
}

export function serialise(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
