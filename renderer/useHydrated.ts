import { useSyncExternalStore } from 'react';

/** The subscription of a store that never changes. */
export const noSubscription = () => () => undefined;

/**
 * False on a server and while the browser hydrates what a server rendered; true once the
 * browser renders by itself (at once where nothing was rendered on a server). What only a
 * browser can draw (what it keeps in storage, what comes after the first screen) waits for it,
 * so the server's HTML and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
