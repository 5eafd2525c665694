import { useEffect, useState } from 'react';

/**
 * The current time (ms since the epoch), refreshed every `everyMs` until `until` has passed
 * (null: for as long as the component lives). One interval, cleared then, on unmount, or when
 * either changes. Clocks that show seconds tick each second; labels that turn with the
 * programme need it once a minute.
 */
export function useNow(everyMs: number, until: number | null = null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until !== null && Date.now() >= until) return undefined;
    const interval = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (until !== null && current >= until) clearInterval(interval);
    }, everyMs);
    return () => clearInterval(interval);
  }, [everyMs, until]);
  return now;
}
