import { useEffect, useState } from 'react';

/** Live labels follow the clock: a session turns from coming soon to on live without a reload. */
const REFRESH_MS = 60_000;

export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
