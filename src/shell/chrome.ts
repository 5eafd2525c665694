import type { ComponentType } from 'react';
import { loadable } from '../../renderer/loadable';
import { preloadable, type Preloadable } from '../../renderer/preloadable';
import type { Terminal } from '../../schemas/page';

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

/** The terminal's navigation code: a render that must have it before it starts awaits this. */
export function loadChrome(terminal: Terminal): Promise<void> {
  return (terminal === 'pc' ? desktopChrome : mobileChrome).preload();
}

/**
 * Starts fetching the terminal's navigation at launch, alongside the site's data. A hint only: a
 * fetch cut off (the visitor leaves, as a sign-in does) is no error; the navigation's own load
 * reports one that fails.
 */
export function preloadChrome(terminal: Terminal): void {
  loadChrome(terminal).catch(() => undefined);
}
