import { useEffect, useState } from 'react';

/** The countdown ticks once a second. */
export const TICK_MS = 1000;

/**
 * The current time, refreshed every second until `until` has passed: one interval, cleared
 * then, on unmount, or when the end changes.
 */
export function useNow(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || Date.now() >= until) return undefined;
    const interval = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(interval);
    }, TICK_MS);
    return () => clearInterval(interval);
  }, [until]);
  return now;
}
