import { addTexts } from '../../i18n';

export const FOOTER_NS = addTexts('footer', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
