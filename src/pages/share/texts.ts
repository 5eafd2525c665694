import { addTexts } from '../../i18n';

/** The share code and share view pages' texts travel in their chunks. */
export const SHARE_PAGES_NS = addTexts('share-pages', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
