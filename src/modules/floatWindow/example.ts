import type { floatWindowModule } from '../../../schemas/modules/floatWindow';
import type { LanguageCode } from '../../../schemas/primitives';
import { DEMO_FILES, perLanguage, type Examples } from '../shared/examples';

const title: Record<LanguageCode, string> = {
  'zh-CN': '早鸟票 7 折，9 月 30 日截止',
  'en-US': 'Early-bird tickets: 30% off until 30 September',
  'zh-HK': '早鳥票 7 折，9 月 30 日截止',
  'pt-PT': 'Bilhetes antecipados: 30% de desconto até 30 de setembro',
};

function promotion(language: LanguageCode) {
  return {
    image: `${DEMO_FILES}/card-ticket.svg`,
    title: title[language],
    link: { linkType: 'external' as const, externalUrl: `https://tickets.example.org/mite-2026?lang=${language}`, openInNewTab: true, title: title[language] },
    position: 'bottom-right' as const,
    imageWidth: 400,
    imageHeight: 300,
  };
}

/** An early-bird ticket promotion in the bottom-right corner (narrower on phones), opening the ticket shop in a new tab. */
export const floatWindowExamples: Examples<typeof floatWindowModule> = perLanguage((language) => ({
  id: `float-window-tickets-${language}`,
  pageId: `home-${language}`,
  sort: 9,
  moduleType: 'floatWindow',
  isShowTitle: false,
  // Fixed to the window, it takes no room in the page.
  publicStyleConfiguration: { topMargin: 0, bottomMargin: 0 },
  mobileSetting: { isSync: false },
  config: { ...promotion(language), width: 180 },
  // Phones get a smaller picture without the caption: the link's title still names it.
  mobileConfig: { ...promotion(language), title: null, width: 96 },
}));
