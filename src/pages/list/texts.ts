import { addTexts } from '../../i18n';
import en from './locales/en-US.json' with { type: 'json' };
import pt from './locales/pt-PT.json' with { type: 'json' };
import zh from './locales/zh-CN.json' with { type: 'json' };
import tc from './locales/zh-HK.json' with { type: 'json' };

/** The list pages' names travel in their chunk: the home route does not carry them. */
export const LIST_NS = addTexts('list', { 'zh-CN': zh, 'en-US': en, 'zh-HK': tc, 'pt-PT': pt });
