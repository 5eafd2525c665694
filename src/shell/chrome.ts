import type { Terminal } from '../../schemas/page';

/**
 * The navigation of each terminal is its own chunk: a phone never downloads the desktop menu,
 * and neither is part of the first render (the loading skeleton).
 */
export const loadDesktopChrome = () => import('./DesktopNav');
export const loadMobileChrome = () => import('./MobileChrome');

/**
 * Starts fetching the terminal's navigation at launch, alongside the site's data. A hint only: a
 * fetch cut off (the visitor leaves, as a sign-in does) is no error; the navigation's own load
 * reports one that fails.
 */
export function preloadChrome(terminal: Terminal): void {
  (terminal === 'pc' ? loadDesktopChrome() : loadMobileChrome()).catch(() => undefined);
}
