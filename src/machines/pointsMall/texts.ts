import { addTexts } from '../../i18n';

/**
 * The points mall's texts travel with the mall's chunk (it loads only when used), so its
 * screens import this file; the machines only name the keys.
 */
export const POINTS_MALL_NS = addTexts('points-mall', import.meta.glob('./locales/*.json', { eager: true, import: 'default' }));

/** A text the machines hand to a screen: its key and the values it interpolates, ready for `t(key, values)`. */
export interface MallText {
  key: `points-mall:${string}` | `errors:${string}`;
  values?: Record<string, string | readonly string[]>;
}
