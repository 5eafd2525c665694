import { createContext, useContext, useEffect, useState } from 'react';
import { useHydrated } from '../../renderer/useHydrated';

/**
 * The instant a server rendered the page at: what its clocks read, on the server and while the
 * browser hydrates that page (its clock may differ, if only by the seconds the page took to
 * come). Null where nothing was rendered on a server.
 */
export const RenderedAt = createContext<number | null>(null);

/**
 * The time a component's first render reads: the server's, where the page is being rendered on
 * a server or hydrated from one, and the browser's own once mounted (one render later);
 * otherwise the browser's at once.
 */
export function useFirstNow(): number {
  const inBrowser = useHydrated();
  const renderedAt = useContext(RenderedAt);
  const [fromServer] = useState(() => !inBrowser && renderedAt !== null);
  const [now, setNow] = useState(() => (fromServer ? renderedAt! : Date.now()));
  useEffect(() => {
    // Set once, after hydration: reading the browser's clock is what the effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (fromServer) setNow(Date.now());
  }, [fromServer]);
  return now;
}

/**
 * The current time (ms since the epoch), refreshed every `everyMs` until `until` has passed
 * (null: for as long as the component lives). One interval, cleared then, on unmount, or when
 * either changes. Clocks that show seconds tick each second; labels that turn with the
 * programme need it once a minute.
 */
export function useNow(everyMs: number, until: number | null = null): number {
  const first = useFirstNow();
  const [ticked, setTicked] = useState<number | null>(null);
  useEffect(() => {
    if (until !== null && Date.now() >= until) return undefined;
    const interval = setInterval(() => {
      const current = Date.now();
      setTicked(current);
      if (until !== null && current >= until) clearInterval(interval);
    }, everyMs);
    return () => clearInterval(interval);
  }, [everyMs, until]);
  return ticked ?? first;
}
