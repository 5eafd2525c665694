import { addTexts } from '../../i18n';

/** The picture, video and document search pages' texts, under each library's key; they travel in the pages' chunk. */
export const FILE_SEARCH_NS = addTexts('file-search', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
