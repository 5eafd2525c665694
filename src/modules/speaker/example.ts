import type { speakerModule } from '../../../schemas/modules/speaker';
import type { LanguageCode } from '../../../schemas/primitives';
import { perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { title: string; subTitle: string }> = {
  'zh-CN': { title: '演讲嘉宾', subTitle: '来自政府、企业与学界的声音' },
  'en-US': { title: 'Speakers', subTitle: 'Voices from government, business and academia' },
  'zh-HK': { title: '演講嘉賓', subTitle: '來自政府、企業與學界的聲音' },
  'pt-PT': { title: 'Oradores', subTitle: 'Vozes do governo, das empresas e da academia' },
};

/**
 * The speakers of MITE 2026 with the keynote and forum groups as tabs; the speakers themselves
 * come from the gateway (fixtures/kitchen-sink/Speaker). "More" opens the speaker list page, under
 * the organiser's banner for it.
 */
export const speakerExamples: Examples<typeof speakerModule> = perLanguage((language) => ({
  id: `speaker-${language}`,
  pageId: `home-${language}`,
  sort: 3,
  moduleType: 'speaker',
  isShowMoreButton: true,
  moreButton: { listPageBanner: '/files/demo-expo/banner-visit.svg' },
  moduleTitle: copy[language],
  config: { groupIds: ['spg-keynote', 'spg-forum'] },
}));
