import { addTexts } from '../../i18n';

/** The list pages' names travel in their chunk: the home route does not carry them. */
export const LIST_NS = addTexts('list', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
