import type { partnersModule } from '../../../schemas/modules/partners';
import type { LanguageCode } from '../../../schemas/primitives';
import { perLanguage, type Examples } from '../shared/examples';

const titles: Record<LanguageCode, string> = {
  'zh-CN': '合作伙伴',
  'en-US': 'Partners',
  'zh-HK': '合作夥伴',
  'pt-PT': 'Parceiros',
};

/**
 * Every partner category of MITE 2026 (organisers, strategic and media partners); the logos
 * come from the gateway (fixtures/kitchen-sink/Cms). "More" opens the partner list page.
 */
export const partnersExamples: Examples<typeof partnersModule> = perLanguage((language) => ({
  id: `partners-${language}`,
  pageId: `home-${language}`,
  sort: 4,
  moduleType: 'partners',
  isShowMoreButton: true,
  moduleTitle: { title: titles[language] },
  config: { categoryIds: [] },
}));
