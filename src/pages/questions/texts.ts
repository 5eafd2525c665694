import { addTexts } from '../../i18n';

/** The Q&A page's texts travel in its chunk: the home route does not carry them. */
export const QUESTIONS_NS = addTexts('questions-page', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
