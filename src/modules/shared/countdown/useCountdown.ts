import { useMemo } from 'react';
import { useNow } from '../../../platform/useNow';
import { endInstant, remaining, type Remaining } from './countdown';

/** A countdown shows seconds: it ticks once a second. */
const TICK_MS = 1000;

/** Time left to a wire date-time (in an optional UTC offset), ticking each second; null once over or unreadable. */
export function useCountdown(endTime: string, timeZoneOffset?: number | null): Remaining | null {
  const end = useMemo(() => endInstant(endTime, timeZoneOffset), [endTime, timeZoneOffset]);
  // An unreadable end has nothing to count down to: no clock at all.
  const now = useNow(TICK_MS, end ? end.getTime() : Number.NEGATIVE_INFINITY);
  return end ? remaining(end, now) : null;
}
