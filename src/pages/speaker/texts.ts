import { addTexts } from '../../i18n';

/** The speaker search and detail pages' texts travel in their chunks: the home route does not carry them. */
export const SPEAKER_PAGES_NS = addTexts('speaker-pages', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
