import { addTexts } from '../../../i18n';

/** The paging footer's texts, for every module that pages (materials, the speaker list). */
export const NS = addTexts('module-paging', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
