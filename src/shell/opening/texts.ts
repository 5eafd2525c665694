import { addTexts } from '../../i18n';

export const OPENING_NS = addTexts('opening', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
