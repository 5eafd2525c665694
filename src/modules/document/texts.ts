import { addTexts } from '../../i18n';
import en from './locales/en-US.json' with { type: 'json' };
import pt from './locales/pt-PT.json' with { type: 'json' };
import zh from './locales/zh-CN.json' with { type: 'json' };
import tc from './locales/zh-HK.json' with { type: 'json' };

/** The document module's own texts: the open link and the names of the file kinds. */
export const NS = addTexts('module-document', { 'zh-CN': zh, 'en-US': en, 'zh-HK': tc, 'pt-PT': pt });
