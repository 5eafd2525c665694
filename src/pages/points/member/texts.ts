import { addTexts } from '../../../i18n';

/** The points detail and member centre screens' texts travel in the mall's chunk. */
export const MEMBER_NS = addTexts('points-member', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
