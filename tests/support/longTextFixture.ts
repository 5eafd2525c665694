// The long-text bundle (fixtures/long-text): the kitchen sink again, every text a visitor sees
// made as long as real payloads make it. Organisers type long Portuguese words and phrases,
// unbroken Latin runs (a 60-letter name, an address), and Chinese without a single space; a page
// must wrap or truncate each of them, never scroll sideways or lay one control over another
// (tests/e2e/longText.spec.ts, at 320, 375 and 1440 px in every language).
import { fixtureBundles, readReply } from '../../fixtures/index';
import { languageCode, type LanguageCode } from '../../schemas/primitives';
import { languages } from '../../src/i18n/languages';
import { KITCHEN_SINK } from './kitchenSink';
import { localiseLinks, ok, page, siteOf, type Json } from './siteReplies';

/** The bundle's event, one site per language, and the page holding every module type (site id + 01). */
export const LONG_TEXT = {
  bventId: '9500',
  siteIds: { 'en-US': '9501', 'zh-CN': '9502', 'zh-HK': '9503', 'pt-PT': '9504' } satisfies Record<LanguageCode, string>,
} as const;

/** 60 letters and not one break opportunity: a name as some registration systems store it. */
export const UNBROKEN = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft';
const ADDRESS = 'https://www.exposicao-internacional-de-comercio-de-macau.example.org/inscricoes/visitantes-profissionais/2026';

/** What a language's long texts are made of: its long words and phrases (Chinese: a run with no space). */
const PHRASE: Record<LanguageCode, string> = {
  'en-US': 'Internationalisation and interoperability of cross-border electronic commerce documentation',
  'pt-PT': 'Pneumoultramicroscopicossilicovulcanoconiótico inconstitucionalissimamente otorrinolaringologista',
  'zh-CN': '中国与葡语国家经贸合作论坛暨澳门国际贸易投资展览会粤港澳大湾区跨境电子商务高质量发展主题演讲及圆桌对话',
  'zh-HK': '中國與葡語國家經貿合作論壇暨澳門國際貿易投資展覽會粵港澳大灣區跨境電子商務高質量發展主題演講及圓桌對話',
};

/** Fields a visitor reads: titles, labels, names, companies, job titles, descriptions, addresses. */
const TEXTS = new Set([
  'title', 'subTitle', 'mobileTitle', 'name', 'alt', 'description', 'about', 'text', 'label', 'value', 'caption', 'copyright',
  'hall', 'category', 'comments', 'endedText', 'buttonText', 'tipText', 'summary', 'categoryName', 'groupName', 'question',
  'topic', 'fullName', 'company', 'venue', 'address', 'addressDetail', 'cityName', 'provinceName', 'countryName', 'desc',
  'loginButtonCopy',
]);
/** Organiser HTML: a long paragraph is added to what it says. */
const HTML = new Set(['content', 'answer', 'introduction']);

const isLanguage = (value: unknown): value is LanguageCode => languageCode.safeParse(value).success;

/** Which unbroken run a text gets: a name's letters, or an address, alternating by the text so the output is stable. */
function unbroken(original: string): string {
  let sum = 0;
  for (const char of original) sum += char.codePointAt(0)!;
  return sum % 2 === 0 ? UNBROKEN : ADDRESS;
}

export function lengthen(original: string, language: LanguageCode): string {
  const gap = language.startsWith('zh') ? '' : ' ';
  return [original, PHRASE[language], unbroken(original)].join(gap);
}

/**
 * Every visible text of a payload made long, in the language of the object that holds it (a
 * speaker's `languages` entries name their own). A speaker's `position` is their job title; a
 * floating window's is a corner.
 */
export function lengthenTexts(value: unknown, language: LanguageCode): unknown {
  if (Array.isArray(value)) return value.map((item) => lengthenTexts(item, language));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Json;
  const own = [object.language, object.lang].find(isLanguage) ?? language;
  return Object.fromEntries(
    Object.entries(object).map(([key, item]) => {
      const text = TEXTS.has(key) || (key === 'position' && 'fullName' in object);
      if (typeof item === 'string' && item && text) return [key, lengthen(item, own)];
      if (typeof item === 'string' && item && HTML.has(key)) return [key, `${item}<p>${lengthen(PHRASE[own], own)}</p>`];
      if (Array.isArray(item) && key === 'comments') return [key, item.map((comment: unknown) => (typeof comment === 'string' ? lengthen(comment, own) : comment))];
      return [key, lengthenTexts(item, own)];
    }),
  );
}

/** A module with a "more" button carries its own long label for it. */
function withMoreLabel(module: Json, language: LanguageCode): Json {
  if (!module.isShowMoreButton || module.moreButton) return module;
  return { ...module, moreButton: { linkType: 'none', buttonText: lengthen(language === 'pt-PT' ? 'Ver mais' : 'More', language) } };
}

/** The site's own pages: the home holds every module; the others give the navigation long entries, one with children. */
function pagesOf(siteId: string, language: LanguageCode) {
  const node = (suffix: string, title: string, children: Json[] = []) => ({
    pageId: `${siteId}${suffix}`,
    title: lengthen(title, language),
    type: 'pagemodule',
    onNavigation: true,
    children,
    commonPageId: `95${suffix}`,
    sort: Number(suffix),
  });
  return [node('01', 'Home'), node('02', 'Exhibitors', [node('03', 'Floor plan'), node('04', 'Press')]), node('05', 'Visit')];
}

function flatten(nodes: Json[]): Json[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children as Json[])]);
}

/** The kitchen-sink event's gateway content with long texts, under the long-text event. */
function content(): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const reply of fixtureBundles().get('kitchen-sink')!.replies) {
    const [bventId, ...rest] = reply.key.split('_');
    if (['Site', 'Page', 'Bvent', 'ClientAggregator'].includes(reply.area) || bventId !== KITCHEN_SINK.bventId) continue;
    const language = rest.find(isLanguage) ?? 'en-US';
    files.set(`long-text/${reply.area}/${reply.call}/${[LONG_TEXT.bventId, ...rest].join('_')}.json`, lengthenTexts(readReply(reply), language));
  }
  // The event's own languages: it lists no traditional Chinese, though its site keeps a version
  // in it (the switcher leaves that one out), and a code the product does not speak.
  files.set(`long-text/ClientAggregator/QueryLanguages/${LONG_TEXT.bventId}.json`, ok({ bventId: LONG_TEXT.bventId, languageCollection: ['en-US', 'zh-CN', 'pt-PT', 'ja-JP'] }));
  return files;
}

/** Every file of the long-text bundle, by path under fixtures/. */
export function longTextFixtures(byType: Record<string, Record<LanguageCode, Json>>): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const siteIds = languages.map(({ code }) => ({ language: code, id: LONG_TEXT.siteIds[code] }));
  files.set('long-text/manifest.json', {
    title: 'Long texts · every module type',
    description: `Generated (npm run fixtures:generate, tests/support/longTextFixture.ts): the kitchen sink with every visible text made long (long Portuguese words, 60-letter unbroken names and addresses, Chinese runs without spaces). Sites ${siteIds.map((entry) => `${entry.id} ${entry.language}`).join(', ')}; page site id + 01 holds every registered module type; the navigation has long entries (site id + 02 with children 03 and 04, and 05), the bottom navigation long labels. Event ${LONG_TEXT.bventId}: the kitchen-sink event's content, lengthened; its languages (QueryLanguages) leave out traditional Chinese.`,
    defaultSiteId: LONG_TEXT.siteIds['en-US'],
    loginStrong: true,
  });
  for (const { code } of languages) {
    const siteId = LONG_TEXT.siteIds[code];
    const title = lengthen('MITE 2026', code);
    const base = siteOf(siteId, code, title, siteIds, LONG_TEXT.bventId);
    const nodes = pagesOf(siteId, code);
    files.set(`long-text/Site/GetSiteById/${siteId}.json`, ok({
      ...base,
      componentSet: { ...base.componentSet, topNav: { ...base.componentSet!.topNav, showLoginButton: true, buttonGroups: [{ isLoginButton: true, loginButtonCopy: lengthen('Sign in', code) }] } },
      bottomNavigations: [
        { name: lengthen('Home', code), type: 'Home', iconType: 'default', linkType: 'page', relationPageId: `${siteId}01`, sort: 0 },
        { name: lengthen('Visit', code), type: 'Custom', iconType: 'default', linkType: 'page', relationPageId: `${siteId}05`, sort: 1 },
        { name: lengthen('Me', code), type: 'PersonalCenter', iconType: 'default', linkType: 'page', sort: 2 },
      ],
      bvent: lengthenTexts(base.bvent, code),
    }));
    files.set(`long-text/Page/Tree/${siteId}.json`, ok(nodes));
    const home = `${siteId}01`;
    const modules = Object.values(byType).map((perLanguage, index) => ({
      ...withMoreLabel(lengthenTexts(localiseLinks(perLanguage[code], home), code) as Json, code),
      id: `${home}${String(index + 1).padStart(2, '0')}`,
      pageId: home,
      sort: index + 1,
    }));
    for (const node of flatten(nodes)) {
      const pageId = node.pageId as string;
      const description = { ...(lengthenTexts(byType.description![code], code) as Json), id: `${pageId}01`, pageId, sort: 1 };
      files.set(`long-text/Page/Detail/${pageId}.json`, page(pageId, node.title as string, pageId === home ? modules : [description]));
    }
  }
  for (const [file, reply] of content()) files.set(file, reply);
  return files;
}
