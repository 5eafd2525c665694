import { useMemo } from 'react';
import { useNow } from '../../platform/useNow';

/** Live labels follow the clock: a session turns from coming soon to on live without a reload. */
const LIVE_REFRESH_MS = 60_000;

/** The time live labels are read against, a new Date once a minute. */
export function useLiveClock(): Date {
  const now = useNow(LIVE_REFRESH_MS);
  return useMemo(() => new Date(now), [now]);
}
