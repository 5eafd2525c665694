import { addTexts } from '../../i18n';

/** The picture module's own texts: the grid's names and the preview's controls. */
export const NS = addTexts('module-picture', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
