import type { registrationModule } from '../../../schemas/modules/registration';
import type { LanguageCode } from '../../../schemas/primitives';
import { perLanguage, type Examples } from '../shared/examples';

const copy: Record<LanguageCode, { heading: string; description: string; button: string }> = {
  'zh-CN': { heading: '观众登记', description: 'MITE 2026 于 2026 年 10 月 22 日至 25 日在路氹港湾会展中心举行。提前登记，免费入场并预约商务洽谈。', button: '立即免费登记' },
  'en-US': { heading: 'Visitor registration', description: 'MITE 2026 runs from 22 to 25 October 2026 at the Cotai Harbour Exhibition Centre. Register in advance for free entry and business meetings.', button: 'Register for free' },
  'zh-HK': { heading: '觀眾登記', description: 'MITE 2026 於 2026 年 10 月 22 至 25 日在路氹港灣會展中心舉行。預先登記，免費入場並預約商務洽談。', button: '立即免費登記' },
  'pt-PT': { heading: 'Registo de visitantes', description: 'A MITE 2026 decorre de 22 a 25 de outubro de 2026 no Centro de Exposições do Porto do Cotai. Registe-se antecipadamente para entrada gratuita e reuniões de negócios.', button: 'Registe-se gratuitamente' },
};

/** Free visitor registration on the event's own registration page. */
export const registrationExamples: Examples<typeof registrationModule> = perLanguage((language) => ({
  id: `registration-visitors-${language}`,
  pageId: `home-${language}`,
  sort: 8,
  moduleType: 'registration',
  moduleTitle: { title: copy[language].heading, alignment: 'left' },
  config: {
    registrationUrl: `https://register.example.org/mite-2026?lang=${language}`,
    description: copy[language].description,
    buttonText: copy[language].button,
  },
}));
