import { addTexts } from '../../../i18n';
import en from './locales/en-US.json' with { type: 'json' };
import pt from './locales/pt-PT.json' with { type: 'json' };
import zh from './locales/zh-CN.json' with { type: 'json' };
import tc from './locales/zh-HK.json' with { type: 'json' };

/** Texts the picture, video and document modules share: the group tabs. */
export const NS = addTexts('module-material', { 'zh-CN': zh, 'en-US': en, 'zh-HK': tc, 'pt-PT': pt });
