import { addTexts } from '../../i18n';

/** The exhibition schedule's search and detail pages' texts travel in their chunks: the home route does not carry them. */
export const AGENDA_PAGES_NS = addTexts('exhibitionSchedule-pages', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
