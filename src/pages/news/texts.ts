import { addTexts } from '../../i18n';

/** The news search and detail pages' texts travel in their chunks: the home route does not carry them. */
export const NEWS_PAGES_NS = addTexts('news-pages', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
