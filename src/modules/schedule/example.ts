import type { scheduleModule } from '../../../schemas/modules/schedule';
import type { LanguageCode } from '../../../schemas/primitives';
import { perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { title: string; subTitle: string }> = {
  'zh-CN': { title: '活动日程', subTitle: '10月22日至25日 · 路氹港湾会展中心' },
  'en-US': { title: 'Programme', subTitle: '22–25 October · Cotai Harbour Exhibition Centre' },
  'zh-HK': { title: '活動日程', subTitle: '10月22日至25日 · 路氹港灣會展中心' },
  'pt-PT': { title: 'Programa', subTitle: '22 a 25 de outubro · Centro de Exposições do Porto do Cotai' },
};

/**
 * The MITE 2026 programme: its sessions come from the kitchen-sink event's recorded Schedule
 * replies (fixtures/kitchen-sink/Schedule). `useMockData` is on, and that is deliberate: a live
 * site ignores it and shows the recorded programme, while the preview (/preview/site/) shows
 * the spec's 3 mock sessions instead — one example proves both.
 */
export const scheduleExamples: Examples<typeof scheduleModule> = perLanguage((language) => ({
  id: `schedule-programme-${language}`,
  pageId: `home-${language}`,
  sort: 5,
  moduleType: 'schedule',
  isShowMoreButton: true,
  moduleTitle: { title: copy[language].title, subTitle: copy[language].subTitle },
  config: { useMockData: true, showFilters: true },
}));
