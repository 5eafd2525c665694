import type { pictureModule } from '../../../schemas/modules/picture';
import { perLanguage, type Examples } from '../shared/examples';

const titles = {
  'zh-CN': { title: '精彩图集', subTitle: '展馆现场与开幕式' },
  'en-US': { title: 'Photo gallery', subTitle: 'The halls and the opening ceremony' },
  'zh-HK': { title: '精彩圖集', subTitle: '展館現場與開幕式' },
  'pt-PT': { title: 'Galeria de fotografias', subTitle: 'Os pavilhões e a cerimónia de abertura' },
} as const;

/**
 * The expo's photo gallery: two groups of the kitchen-sink event's picture library (9301 halls,
 * 9302 opening ceremony), whose files the gateway answers from fixtures/kitchen-sink/Material.
 * "More" opens the picture list page.
 */
export const pictureExamples: Examples<typeof pictureModule> = perLanguage((language) => ({
  id: `picture-gallery-${language}`,
  pageId: `home-${language}`,
  sort: 6,
  moduleType: 'picture',
  isShowMoreButton: true,
  moduleTitle: { ...titles[language], alignment: 'center' },
  config: { groupIds: ['9301', '9302'], columns: 4, imageRatio: '4:3' },
}));
