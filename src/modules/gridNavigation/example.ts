import type { gridNavigationModule } from '../../../schemas/modules/gridNavigation';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { heading: string; tiles: string[] }> = {
  'zh-CN': { heading: '快速入口', tiles: ['展商名录', '展馆平面图', '会议日程', '交通与酒店', '门票与登记', '商务配对'] },
  'en-US': { heading: 'Quick links', tiles: ['Exhibitor directory', 'Floor plan', 'Conference programme', 'Travel and hotels', 'Tickets and registration', 'Business matching'] },
  'zh-HK': { heading: '快速入口', tiles: ['展商名錄', '展館平面圖', '會議日程', '交通及酒店', '門票及登記', '商務配對'] },
  'pt-PT': { heading: 'Acesso rápido', tiles: ['Diretório de expositores', 'Planta do recinto', 'Programa de conferências', 'Viagem e hotéis', 'Bilhetes e registo', 'Encontros de negócios'] },
};

const pictures = ['booth', 'map', 'mic', 'plane', 'ticket', 'handshake'];
const pages = ['100104', '100103', '100102', '100105', '100103', '100104'];

/** Six square tiles in three columns, each opening a page of the demo expo. */
export const gridNavigationExamples: Examples<typeof gridNavigationModule> = perLanguage((language) => ({
  id: `grid-navigation-quick-${language}`,
  pageId: `home-${language}`,
  sort: 4,
  moduleType: 'gridNavigation',
  moduleTitle: { title: copy[language].heading },
  config: {
    columns: 3,
    items: copy[language].tiles.map((title, index) => ({
      id: `quick-${pictures[index]}`,
      image: `${DEMO_FILES}/card-${pictures[index]}.svg`,
      title,
      link: { linkType: 'page' as const, linkPageId: pages[index], title },
    })),
  },
}));
