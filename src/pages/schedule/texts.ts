import { addTexts } from '../../i18n';

/** The session and programme-search pages' texts travel in their chunks: the home route does not carry them. */
export const SCHEDULE_PAGES_NS = addTexts('schedule-pages', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
