import { addTexts } from '../../i18n';

/** The login pages' texts travel in their chunk: the home route does not carry them. */
export const LOGIN_NS = addTexts('login', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
