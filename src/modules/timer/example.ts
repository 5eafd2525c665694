import type { timerModule } from '../../../schemas/modules/timer';
import type { LanguageCode } from '../../../schemas/primitives';
import { perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { title: string; label: string; ended: string }> = {
  'zh-CN': { title: '开幕倒计时', label: '距 MITE 2026 在路氹港湾会展中心开幕还有', ended: 'MITE 2026 已开幕，欢迎莅临路氹港湾会展中心！' },
  'en-US': { title: 'Countdown to opening', label: 'MITE 2026 opens at the Cotai Harbour Exhibition Centre in', ended: 'MITE 2026 is open: see you at the Cotai Harbour Exhibition Centre!' },
  'zh-HK': { title: '開幕倒數', label: '距 MITE 2026 於路氹港灣會展中心開幕尚餘', ended: 'MITE 2026 已開幕，歡迎蒞臨路氹港灣會展中心！' },
  'pt-PT': { title: 'Contagem decrescente para a abertura', label: 'A MITE 2026 abre no Centro de Exposições do Porto do Cotai dentro de', ended: 'A MITE 2026 já abriu: esperamos por si no Centro de Exposições do Porto do Cotai!' },
};

/** Counts down to the opening, 22 October 2026 at 09:00 Macao time (UTC+8). */
export const timerExamples: Examples<typeof timerModule> = perLanguage((language) => ({
  id: `timer-opening-${language}`,
  pageId: `home-${language}`,
  sort: 1,
  moduleType: 'timer',
  moduleTitle: { title: copy[language].title },
  config: {
    endTime: '2026-10-22 09:00:00',
    timeZoneOffset: 8,
    label: copy[language].label,
    endedText: copy[language].ended,
  },
}));
