import type { slideshowModule } from '../../../schemas/modules/slideshow';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { heading: string; slides: [string, string, string, string] }> = {
  'zh-CN': {
    heading: '展会速览',
    slides: ['关于 MITE 2026：四天、六大展馆、一千余家展商', '参观指南：开放时间、门票与入场', '展商名录：按行业与展馆查找', '交通与住宿：前往路氹港湾会展中心'],
  },
  'en-US': {
    heading: 'At a glance',
    slides: ['About MITE 2026: four days, six halls, over a thousand exhibitors', 'Plan your visit: hours, tickets and admission', 'Exhibitor directory: search by industry and hall', 'Travel and stay: getting to the Cotai Harbour Exhibition Centre'],
  },
  'zh-HK': {
    heading: '展會速覽',
    slides: ['關於 MITE 2026：四天、六大展館、一千餘家展商', '參觀指南：開放時間、門票及入場', '展商名錄：按行業及展館搜尋', '交通及住宿：前往路氹港灣會展中心'],
  },
  'pt-PT': {
    heading: 'Em resumo',
    slides: ['Sobre a MITE 2026: quatro dias, seis pavilhões, mais de mil expositores', 'Planeie a sua visita: horário, bilhetes e entrada', 'Diretório de expositores: pesquise por setor e pavilhão', 'Viagem e estadia: como chegar ao Centro de Exposições do Porto do Cotai'],
  },
};

const pictures = ['about', 'visit', 'exhibitors', 'travel'];
const pages = ['100102', '100103', '100104', '100105'];

/** Four slides, each opening a page of the demo expo; wide on desktop, taller on phones. */
export const slideshowExamples: Examples<typeof slideshowModule> = perLanguage((language) => {
  const slides = copy[language].slides.map((title, index) => ({
    id: `slide-${pictures[index]}`,
    image: `${DEMO_FILES}/banner-${pictures[index]}.svg`,
    title,
    link: { linkType: 'page' as const, linkPageId: pages[index], title },
  }));
  return {
    id: `slideshow-glance-${language}`,
    pageId: `home-${language}`,
    sort: 3,
    moduleType: 'slideshow',
    moduleTitle: { title: copy[language].heading },
    mobileSetting: { isSync: false },
    config: { interval: 4, startType: 'first', ratio: '4:1', slides },
    mobileConfig: { interval: 4, startType: 'first', ratio: '2:1', slides },
  };
});
