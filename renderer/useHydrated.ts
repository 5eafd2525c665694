import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/** The subscription of a store that never changes. */
export const noSubscription = () => () => undefined;

/** A first screen a server wrote, as the browser hydrates it: hydrated once every part of it is. */
export interface HydrationState {
  hydrated: boolean;
}

/** Given by the browser's entry around its hydration of a server's first screen; absent anywhere else. */
export const Hydrating = createContext<HydrationState | null>(null);

/**
 * False on a server and while the browser hydrates what a server rendered; true once the
 * browser renders by itself (at once where nothing was rendered on a server, and for a part
 * mounted once the server's screen is hydrated). What only a browser can draw (what it keeps in
 * storage, what comes after the first screen) waits for it, so the server's HTML and the
 * browser's first render agree.
 *
 * Through a hydration it turns true in a transition: a store's change (the server's snapshot
 * against the browser's) re-renders at once, and React then hydrated the server's parts below
 * the component still waiting (the page's modules under its list) in that same task, about
 * 200 ms of a phone's main thread. In a transition React hydrates them first, at their pace.
 */
export function useHydrated(): boolean {
  const hydration = useContext(Hydrating);
  const rendered = useSyncExternalStore(
    noSubscription,
    () => !hydration || hydration.hydrated,
    () => false,
  );
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!rendered) startTransition(() => setMounted(true));
  }, [rendered]);
  return rendered || mounted;
}
