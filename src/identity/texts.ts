import { addTexts } from '../i18n';
import en from './locales/en-US.json' with { type: 'json' };
import pt from './locales/pt-PT.json' with { type: 'json' };
import zh from './locales/zh-CN.json' with { type: 'json' };
import tc from './locales/zh-HK.json' with { type: 'json' };

/**
 * The access states' and the personal centre's texts travel with the chunks that show them
 * (the page view and the personal centre), not in the home route's first load.
 */
addTexts('personal', { 'zh-CN': zh, 'en-US': en, 'zh-HK': tc, 'pt-PT': pt });
