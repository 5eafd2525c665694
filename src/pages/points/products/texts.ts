import { addTexts } from '../../../i18n';
// The status labels, reasons and the redemption's texts are the machines'.
export { POINTS_MALL_NS } from '../texts';

/** The mall's product screens: list, search, detail, redeem success. */
export const PRODUCTS_NS = addTexts('points-products', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));
