import { addTexts } from '../../../i18n';

/** My orders and the order detail: their texts travel in the mall's chunk with the screens. */
export const ORDERS_NS = addTexts('points-orders', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
