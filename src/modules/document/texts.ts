import { addTexts } from '../../i18n';

/** The document module's own texts: the open link and the names of the file kinds. */
export const NS = addTexts('module-document', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
