// The news of MITE 2026 as the gateway answers the news calls (ours: Cms/GetNewsList and
// Cms/GetNewsDetail, schemas/content/news.ts), for the kitchen-sink event and the demo expo.
// The first five stories are the news module example's, by the same ids its detail links
// name (7001…7005); two older ones follow, so a search pages past its first page.
import type * as z from 'zod/mini';
import type { newsDetail, newsStory } from '../../schemas/content/news';
import type { LanguageCode } from '../../schemas/primitives';
import { languages } from '../../src/i18n/languages';
import { newsExamples } from '../../src/modules/news/example';
import { DEMO_FILES } from '../../src/modules/shared/examples';
import { NEWS_PAGE_SIZE } from '../../src/pages/news/constants';

type Detail = z.input<typeof newsDetail>;
type Story = z.input<typeof newsStory> & { content: string };

/** The keyword searches recorded for English, one finding stories and one finding none. */
export const NEWS_SEARCHES = { found: 'forum', none: 'Quantum' } as const;

/** The two stories older than the module's five, per language: title and summary. */
const older: Record<LanguageCode, [title: string, summary: string][]> = {
  'en-US': [
    ['Digital trade forum adds a session on cross-border payments', 'Payment providers and regulators from the Greater Bay Area discuss settling trade in local currencies.'],
    ['Exhibitor manual published', 'Move-in times, stand construction rules, logistics and on-site services, in one place.'],
  ],
  'zh-CN': [
    ['数字贸易论坛新增跨境支付专场', '大湾区支付机构与监管部门将探讨以本币结算贸易。'],
    ['参展商手册发布', '进场时间、展位搭建规定、物流与现场服务，一册尽览。'],
  ],
  'zh-HK': [
    ['數碼貿易論壇新增跨境支付專場', '大灣區支付機構與監管部門將探討以本地貨幣結算貿易。'],
    ['參展商手冊發佈', '進場時間、展位搭建規定、物流與現場服務，一冊盡覽。'],
  ],
  'pt-PT': [
    ['Fórum de comércio digital acrescenta sessão sobre pagamentos transfronteiriços', 'Prestadores de pagamentos e reguladores da Grande Baía debatem a liquidação do comércio em moeda local.'],
    ['Publicado o manual do expositor', 'Horários de montagem, regras de construção de stands, logística e serviços no local, num só documento.'],
  ],
};

/** A second paragraph of each story's body, per language, in the stories' order. */
const more: Record<LanguageCode, string[]> = {
  'en-US': [
    'Exhibitors who still wish to take part can join the waiting list through the organiser.',
    'The zone sits in Hall 3, beside the Portuguese-speaking Countries Pavilion.',
    'Meetings last 30 minutes and take place in the business-matching zone.',
    'Shuttle timetables are posted at every stop and at the information desks.',
    'The forum opens at 10:00 on 22 October in the main conference hall.',
    'The session closes with a panel on what small exporters need from payment providers.',
    'Stand contractors must submit their drawings by 15 September.',
  ],
  'zh-CN': [
    '仍希望参展的企业可通过主办单位登记候补。',
    '专区位于三号馆，毗邻葡语国家馆。',
    '每场洽谈 30 分钟，于买家配对区进行。',
    '各站点及服务台均张贴穿梭巴士时刻表。',
    '论坛于 10 月 22 日 10:00 在主会议厅开幕。',
    '专场最后将就中小出口企业对支付机构的需求进行圆桌讨论。',
    '展位搭建商须于 9 月 15 日前提交图纸。',
  ],
  'zh-HK': [
    '仍希望參展的企業可透過主辦單位登記候補。',
    '專區位於三號館，毗鄰葡語國家館。',
    '每場洽談 30 分鐘，於買家配對區進行。',
    '各站點及服務台均張貼穿梭巴士時間表。',
    '論壇於 10 月 22 日 10:00 在主會議廳開幕。',
    '專場最後將就中小出口企業對支付機構的需求進行圓桌討論。',
    '展位搭建商須於 9 月 15 日前提交圖則。',
  ],
  'pt-PT': [
    'As empresas que ainda queiram participar podem inscrever-se na lista de espera junto da organização.',
    'A zona fica no Pavilhão 3, ao lado do Pavilhão dos Países de Língua Portuguesa.',
    'Cada reunião dura 30 minutos e decorre na zona de encontros de negócios.',
    'Os horários dos autocarros estão afixados em todas as paragens e nos balcões de informação.',
    'O fórum abre às 10:00 de 22 de outubro, no auditório principal.',
    'A sessão termina com um painel sobre o que os pequenos exportadores esperam dos prestadores de pagamentos.',
    'Os construtores de stands devem entregar os desenhos até 15 de setembro.',
  ],
};

/** The buyer matchmaking story's body has more than paragraphs: a list of steps, a picture and a link out. */
const matchmaking: Record<LanguageCode, { steps: string[]; picture: string; link: string }> = {
  'en-US': { steps: ['Sign in and complete your buyer profile.', 'Tell us what you are sourcing.', 'Confirm the meetings we suggest.'], picture: 'Buyers and exhibitors meeting at their tables', link: 'Read the matchmaking guide' },
  'zh-CN': { steps: ['登录并完善买家资料。', '填写采购需求。', '确认系统推荐的洽谈。'], picture: '买家与参展商在洽谈桌前会面', link: '阅读配对指南' },
  'zh-HK': { steps: ['登入並完善買家資料。', '填寫採購需求。', '確認系統推薦的洽談。'], picture: '買家與參展商在洽談桌前會面', link: '閱讀配對指南' },
  'pt-PT': { steps: ['Inicie sessão e complete o seu perfil de comprador.', 'Indique o que procura.', 'Confirme as reuniões sugeridas.'], picture: 'Compradores e expositores reunidos às mesas', link: 'Leia o guia dos encontros' },
};

/** 7006 is sent with an offset, 7007 in UTC: the latter falls on 12 August in Macao, 11 August in UTC. */
const olderTimes = ['2026-08-27T10:00:00+08:00', '2026-08-11T17:00:00Z'];

const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every story of the event in one language, newest first, each with its body. */
export function newsStories(language: LanguageCode): Story[] {
  const module = newsExamples[language].config.items!.map((item, index) => ({
    id: String(7001 + index),
    title: item.title,
    cover: item.cover,
    summary: item.summary,
    publishTime: item.publishTime,
  }));
  const rest = older[language].map(([title, summary], index) => ({
    id: String(7006 + index),
    title,
    // The oldest has no cover: its card keeps the box.
    cover: index === 0 ? `${DEMO_FILES}/photo-forum.svg` : null,
    summary,
    publishTime: olderTimes[index],
  }));
  return [...module, ...rest].map((story, index) => ({ ...story, content: bodyOf(language, story.id, story.summary ?? '', index) }));
}

function bodyOf(language: LanguageCode, id: string, summary: string, index: number): string {
  const paragraphs = `<p>${escape(summary)}</p><p>${escape(more[language][index]!)}</p>`;
  if (id !== '7003') return paragraphs;
  const { steps, picture, link } = matchmaking[language];
  return [
    paragraphs,
    `<ol>${steps.map((step) => `<li>${escape(step)}</li>`).join('')}</ol>`,
    `<figure><img src="${DEMO_FILES}/photo-matching.svg" alt="${escape(picture)}" width="640" height="360"></figure>`,
    `<p><a href="https://example.org/mite-2026/matchmaking" target="_blank">${escape(link)}</a></p>`,
  ].join('');
}

/** Stories whose title or summary holds the keywords (case aside), as the recorded searches found them. */
function matching(stories: readonly Story[], keywords: string): Story[] {
  const needle = keywords.toLowerCase();
  return stories.filter((story) => `${story.title} ${story.summary ?? ''}`.toLowerCase().includes(needle));
}

const ok = (returnObj: unknown) => ({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });

/**
 * The recorded news replies of one event, by file under its bundle: every page of the search
 * without keywords in each language, the English keyword searches, each story's detail by
 * `<bventId>_<lang>_<id>`, and `default.json`, the gateway's answer to an id it does not know.
 */
export function newsReplies(bventId: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  for (const { code } of languages) {
    const stories = newsStories(code);
    const searches: [string, Story[]][] = [['', stories]];
    if (code === 'en-US') searches.push(...Object.values(NEWS_SEARCHES).map((keywords): [string, Story[]] => [keywords, matching(stories, keywords)]));
    for (const [keywords, found] of searches) {
      const pages = Math.max(1, Math.ceil(found.length / NEWS_PAGE_SIZE));
      for (let pageNo = 1; pageNo <= pages; pageNo += 1) {
        const list = found.slice((pageNo - 1) * NEWS_PAGE_SIZE, pageNo * NEWS_PAGE_SIZE).map(({ content: _body, ...story }) => story);
        files.set(`Cms/GetNewsList/${bventId}_${code}_${pageNo}_${keywords}.json`, ok({ list, total: found.length }));
      }
    }
    stories.forEach((story, index) => {
      const neighbour = (other: Story | undefined) => (other ? { id: other.id, title: other.title } : null);
      const detail: Detail = { ...story, previous: neighbour(stories[index - 1]), next: neighbour(stories[index + 1]) };
      files.set(`Cms/GetNewsDetail/${bventId}_${code}_${String(story.id)}.json`, ok(detail));
    });
  }
  files.set('Cms/GetNewsDetail/default.json', ok(null));
  return files;
}
