import { addTexts } from '../../i18n';

export const NS = addTexts('module-news', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
