import { useCallback, useSyncExternalStore } from 'react';
import { getStoredOrEmpty, setStored } from '../../platform/storage';

/** Which clock times are shown in: the venue's (the default: it is where the sessions happen) or the visitor's own. */
export type ZoneChoice = 'event' | 'viewer';

const KEY = 'minisite.timeZoneChoice';
const listeners = new Set<() => void>();
const choice = (): ZoneChoice => (getStoredOrEmpty(KEY) === 'viewer' ? 'viewer' : 'event');

/**
 * The zone times are shown in (null: the visitor's own) and the visitor's choice, remembered
 * across visits and shared by every programme on screen. An event without a known zone shows
 * the visitor's own time: there is nothing to choose.
 */
export function useShownZone(eventZone: string | null): { zone: string | null; choice: ZoneChoice; choose: (next: ZoneChoice) => void } {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    choice,
    // A page rendered on a server shows the venue's clock, the default: the visitor's choice is in their browser.
    (): ZoneChoice => 'event',
  );
  const choose = useCallback((next: ZoneChoice) => {
    setStored(KEY, next);
    for (const listener of listeners) listener();
  }, []);
  return { zone: current === 'event' ? eventZone : null, choice: current, choose };
}
