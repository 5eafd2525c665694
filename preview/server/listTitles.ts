import type { LanguageCode } from '../../schemas/primitives';
import en from '../../src/pages/list/locales/en-US.json' with { type: 'json' };
import pt from '../../src/pages/list/locales/pt-PT.json' with { type: 'json' };
import zhCN from '../../src/pages/list/locales/zh-CN.json' with { type: 'json' };
import zhHK from '../../src/pages/list/locales/zh-HK.json' with { type: 'json' };

const TITLES: Record<LanguageCode, Record<string, string>> = { 'en-US': en.title, 'pt-PT': pt.title, 'zh-CN': zhCN.title, 'zh-HK': zhHK.title };

/** The list pages' names by module type in a site's language, as the page's own texts have them (src/pages/list/locales). */
export const listTitles = (language: LanguageCode): Record<string, string> => TITLES[language];
