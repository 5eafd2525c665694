import { addTexts } from '../../i18n';

export const NS = addTexts('module-registration', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
