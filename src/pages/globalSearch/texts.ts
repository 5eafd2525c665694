import { addTexts } from '../../i18n';

/** The site search's texts travel in its chunk. */
export const GLOBAL_SEARCH_NS = addTexts('global-search', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
