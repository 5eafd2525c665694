import type { imageTextNavigationModule } from '../../../schemas/modules/imageTextNavigation';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { heading: string; labels: string[] }> = {
  'zh-CN': { heading: '参观服务', labels: ['展馆地图', '开放时间', '门票', '交通', '酒店', '餐饮', '会议', '联系我们'] },
  'en-US': { heading: 'Visitor services', labels: ['Venue map', 'Opening hours', 'Tickets', 'Getting there', 'Hotels', 'Food and drink', 'Conferences', 'Contact us'] },
  'zh-HK': { heading: '參觀服務', labels: ['展館地圖', '開放時間', '門票', '交通', '酒店', '餐飲', '會議', '聯絡我們'] },
  'pt-PT': { heading: 'Serviços ao visitante', labels: ['Mapa do recinto', 'Horário', 'Bilhetes', 'Como chegar', 'Hotéis', 'Restauração', 'Conferências', 'Contactos'] },
};

const icons = ['map', 'clock', 'ticket', 'train', 'bridge', 'food', 'mic', 'info'];
const pages = ['100103', '100103', '100103', '100105', '100105', '100103', '100102', '100105'];

/** Eight visitor services in one row: a sideways scroller on phones. */
export const imageTextNavigationExamples: Examples<typeof imageTextNavigationModule> = perLanguage((language) => ({
  id: `image-text-navigation-services-${language}`,
  pageId: `home-${language}`,
  sort: 5,
  moduleType: 'imageTextNavigation',
  moduleTitle: { title: copy[language].heading },
  config: {
    iconShape: 'circle',
    items: copy[language].labels.map((label, index) => ({
      id: `service-${icons[index]}`,
      icon: `${DEMO_FILES}/card-${icons[index]}.svg`,
      label,
      link: { linkType: 'page' as const, linkPageId: pages[index], title: label },
    })),
  },
}));
