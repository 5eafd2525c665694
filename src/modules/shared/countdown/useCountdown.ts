import { useMemo } from 'react';
import { endInstant, remaining, type Remaining } from './countdown';
import { useNow } from '../../../platform/useNow';

/** A countdown shows seconds: it ticks once a second. */
const TICK_MS = 1000;

/** Time left to a wire date-time (in an optional UTC offset), ticking each second; null once over or unreadable. */
export function useCountdown(endTime: string, timeZoneOffset?: number | null): Remaining | null {
  const end = useMemo(() => endInstant(endTime, timeZoneOffset), [endTime, timeZoneOffset]);
  const now = useNow(TICK_MS, end ? end.getTime() : null);
  return end ? remaining(end, now) : null;
}
