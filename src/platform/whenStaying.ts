import { errorKind } from './errors';

/** How long a page must stay before a failure of its own is worth telling. */
const STAYING_MS = 1000;

/**
 * Runs `tell` once the page has shown it is staying. Firefox fails the downloads and calls of a
 * page being left before its `pagehide`, while its scripts still run (measured: beforeunload,
 * the failed fetch, pagehide 11 ms later): a failure told at once would be the visitor moving
 * on, logged as a fault. A page still here a second later is staying; one that goes never tells.
 */
export function whenStaying(tell: () => void): void {
  const timer = setTimeout(tell, STAYING_MS);
  addEventListener('pagehide', () => clearTimeout(timer), { once: true });
}

/** Tells a failure now, or, a network failure (the visitor moving on, in Firefox), once the page shows it is staying. */
export function tellFailure(error: unknown, tell: () => void): void {
  if (errorKind(error) === 'network') whenStaying(tell);
  else tell();
}
