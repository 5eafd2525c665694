import { addTexts } from '../../i18n';

/** The banner's own texts: the names of its video and its linked zones. */
export const NS = addTexts('module-banner', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
