import { addTexts } from '../../i18n';

/** The footer's own texts: its headings and the names of its codes. */
export const NS = addTexts('module-footer', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
