import type { Terminal } from '../../../schemas/page';

/** Desktop nav bar height and side margin unless the organiser sets them (spec section 9). */
export const NAV_HEIGHT = 80;
export const NAV_SIDE_MARGIN = 40;
/** Mobile top bar height (spec section 9). */
export const MOBILE_NAV_HEIGHT = 48;

/**
 * The navigation of each terminal is its own chunk: a phone never downloads the desktop menu,
 * and neither is part of the first render (the loading skeleton).
 */
export const loadDesktopChrome = () => import('./DesktopNav');
export const loadMobileChrome = () => import('./MobileChrome');

/** Starts fetching the terminal's navigation at launch, alongside the site's data. */
export function preloadChrome(terminal: Terminal): void {
  void (terminal === 'pc' ? loadDesktopChrome() : loadMobileChrome());
}
