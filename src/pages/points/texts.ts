import { addTexts } from '../../i18n';
// The machines' texts (status labels, reasons, confirmations) travel with the mall's chunk too.
export { POINTS_MALL_NS } from '../../machines/pointsMall/texts';

/** The mall's frame, sign-in and 401 texts travel in the mall's chunk: visitors who never open it never load them. */
export const POINTS_NS = addTexts('points', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
