import type { Terminal } from '../../schemas/page';

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
