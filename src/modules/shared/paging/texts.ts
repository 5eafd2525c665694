import { addTexts } from '../../../i18n';
import en from './locales/en-US.json' with { type: 'json' };
import pt from './locales/pt-PT.json' with { type: 'json' };
import zh from './locales/zh-CN.json' with { type: 'json' };
import tc from './locales/zh-HK.json' with { type: 'json' };

/** The paging footer's texts, for every module that pages (materials, the speaker list). */
export const NS = addTexts('module-paging', { 'zh-CN': zh, 'en-US': en, 'zh-HK': tc, 'pt-PT': pt });
