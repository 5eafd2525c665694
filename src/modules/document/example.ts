import type { documentModule } from '../../../schemas/modules/document';
import { perLanguage, type Examples } from '../shared/examples';

const titles = {
  'zh-CN': { title: '资料下载', subTitle: '参展指南与新闻稿' },
  'en-US': { title: 'Documents', subTitle: 'Exhibitor guides and press releases' },
  'zh-HK': { title: '資料下載', subTitle: '參展指南與新聞稿' },
  'pt-PT': { title: 'Documentos', subTitle: 'Guias do expositor e comunicados de imprensa' },
} as const;

/**
 * The expo's documents: two groups of the kitchen-sink event's document library (9321 exhibitor
 * guides, seven files over two pages of five; 9322 press releases), from fixtures/kitchen-sink/Material.
 */
export const documentExamples: Examples<typeof documentModule> = perLanguage((language) => ({
  id: `document-downloads-${language}`,
  pageId: `home-${language}`,
  sort: 8,
  moduleType: 'document',
  moduleTitle: { ...titles[language], alignment: 'left' },
  config: { groupIds: ['9321', '9322'] },
}));
