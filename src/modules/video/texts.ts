import { addTexts } from '../../i18n';

/** The video module's own texts: the player's controls and the list of videos. */
export const NS = addTexts('module-video', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
