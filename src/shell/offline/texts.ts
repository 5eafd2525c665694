import { addTexts } from '../../i18n';

/** The offline notice's and the update prompt's texts travel with their chunk. */
export const OFFLINE_NS = addTexts('offline', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
