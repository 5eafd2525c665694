import { addTexts } from '../../i18n';

/** The activity pages' texts travel in their chunks: the home route does not carry them. */
export const ACTIVITY_PAGES_NS = addTexts('activity-pages', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
