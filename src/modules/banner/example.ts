import type { bannerModule } from '../../../schemas/modules/banner';
import { languages } from '../../i18n/languages';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

const copy = {
  'zh-CN': { alt: '澳门国际贸易博览会 MITE 2026，2026年10月22日至25日，澳门', exhibitors: '查找展商', tickets: '立即购票', hours: '开放时间与入场' },
  'en-US': { alt: 'Macao International Trade Expo 2026, 22–25 October 2026, Macao', exhibitors: 'Find exhibitors', tickets: 'Get your ticket', hours: 'Hours and admission' },
  'zh-HK': { alt: '澳門國際貿易博覽會 MITE 2026，2026年10月22至25日，澳門', exhibitors: '搜尋展商', tickets: '立即購票', hours: '開放時間及入場' },
  'pt-PT': { alt: 'Exposição Internacional de Comércio de Macau 2026, 22 a 25 de outubro de 2026, Macau', exhibitors: 'Ver expositores', tickets: 'Comprar bilhete', hours: 'Horário e entrada' },
} as const;

/** A hot zone over a button drawn in the picture: x, y, width, height in percent. */
function zone<L>([x, y, width, height]: [number, number, number, number], link: L) {
  return { x, y, width, height, link };
}

/**
 * The demo expo's home hero (the pictures in fixtures/demo-expo/files): a wide banner on
 * desktop, a portrait picture at its own ratio on phones, each with two hot zones over the
 * buttons drawn in the picture.
 */
export const bannerExamples: Examples<typeof bannerModule> = perLanguage((language) => {
  const text = copy[language];
  const key = languages.find(({ code }) => code === language)?.key;
  const link = { linkType: 'page' as const, linkPageId: 'visit', anchor: 'hours', title: text.hours };
  const exhibitors = { linkType: 'page' as const, linkPageId: 'exhibitors', title: text.exhibitors };
  const tickets = { linkType: 'external' as const, externalUrl: `https://tickets.example.org/mite-2026?lang=${language}`, openInNewTab: true, title: text.tickets };
  const common = { type: 'image' as const, alt: text.alt, link };
  return {
    id: `banner-home-${language}`,
    pageId: `home-${language}`,
    sort: 0,
    moduleType: 'banner',
    isShowTitle: false,
    publicStyleConfiguration: { topMargin: 0, bottomMargin: 0 },
    mobileSetting: { isSync: false },
    config: {
      ...common,
      fileUrl: `${DEMO_FILES}/hero-${key}.svg`,
      widthType: 'fullwidth',
      displayHeight: 480,
      mediaWidth: 1440,
      mediaHeight: 480,
      hotZones: [zone([6, 70, 18, 12.5], exhibitors), zone([26, 70, 18, 12.5], tickets)],
    },
    mobileConfig: {
      ...common,
      fileUrl: `${DEMO_FILES}/hero-${key}-mobile.svg`,
      widthType: 'auto',
      mediaWidth: 750,
      mediaHeight: 1000,
      hotZones: [zone([8, 78, 40, 8], exhibitors), zone([52, 78, 40, 8], tickets)],
    },
  };
});
