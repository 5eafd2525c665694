import { addTexts } from '../../i18n';

/** The assistant page's texts travel in its chunk: the home route does not carry them. */
export const ASSISTANT_NS = addTexts('assistant-page', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
