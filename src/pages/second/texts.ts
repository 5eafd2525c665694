import { addTexts } from '../../i18n';

/** The second-level page's texts travel in its chunk: the home route does not carry them. */
export const SECOND_PAGE_NS = addTexts('second-page', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
