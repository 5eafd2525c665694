import { addTexts } from '../../src/i18n';

/** The workbench's own texts, in English and simplified Chinese (an organiser's tool; the other two languages fall back to English). */
export const WORKBENCH_NS = addTexts('workbench', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
