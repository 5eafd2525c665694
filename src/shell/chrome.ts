import type { ComponentType } from 'react';
import { loadable } from '../../renderer/loadable';
import { preloadable, type Preloadable } from '../../renderer/preloadable';
import type { Terminal } from '../../schemas/page';
import { MENU_SHEET_ID, menuContents } from './menuContents';

/**
 * The navigation of each terminal is its own chunk: a phone never downloads the desktop menu,
 * and neither is part of the first render (the loading skeleton).
 */
const desktopChrome = preloadable(() => import('./DesktopNav'));
const mobileChrome = preloadable(() => import('./MobileChrome'));

/** One component of a chunk, as `loadable` takes it. */
function part<Chunk, P>(chunk: Preloadable<Chunk>, pick: (loaded: Chunk) => ComponentType<P>): Preloadable<{ default: ComponentType<P> }> {
  return {
    preload: chunk.preload,
    loaded: () => {
      const loaded = chunk.loaded();
      return loaded && { default: pick(loaded) };
    },
  };
}

/**
 * Once their chunk is here they render at once, with no Suspense in between: a first screen the
 * server drew is hydrated with its navigation's code at hand (see loadChrome), since a boundary
 * still waiting for code when the app's first update reaches it is thrown away and drawn again.
 */
export const DesktopNav = loadable(part(desktopChrome, (chunk) => chunk.DesktopNav));
export const MobileTopBar = loadable(part(mobileChrome, (chunk) => chunk.MobileTopBar));
export const BottomNav = loadable(part(mobileChrome, (chunk) => chunk.BottomNav));

/**
 * The terminal's navigation code, and on a phone what its menu sheet holds: a render that must
 * have it before it starts (a server's, a hydration of one) awaits this, as the server writes the
 * sheet into the page for the browser to open before the app is live.
 */
export function loadChrome(terminal: Terminal): Promise<void> {
  if (terminal === 'pc') return desktopChrome.preload();
  return Promise.all([mobileChrome.preload(), menuContents.preload()]).then(() => undefined);
}

const barOf = (terminal: Terminal) => (terminal === 'pc' ? desktopChrome : mobileChrome);

/**
 * Starts fetching the terminal's navigation at launch, alongside the site's data, and the phone
 * menu's contents where a server wrote its sheet (that page hydrates with them). A hint only: a
 * fetch cut off (the visitor leaves, as a sign-in does) is no error; the navigation's own load
 * reports one that fails.
 */
export function preloadChrome(terminal: Terminal): void {
  const sheetWritten = document.getElementById(MENU_SHEET_ID) !== null;
  (sheetWritten ? loadChrome(terminal) : barOf(terminal).preload()).catch(() => undefined);
}
