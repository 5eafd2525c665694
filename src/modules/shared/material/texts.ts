import { addTexts } from '../../../i18n';

/** Texts the picture, video and document modules share: the group tabs and the search link. */
export const NS = addTexts('module-material', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
