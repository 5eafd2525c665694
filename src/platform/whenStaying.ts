import { isCodeLoadFailure } from './codeLoad';
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

/**
 * Tells what a boundary caught: code that did not arrive (cut short by the visitor leaving, in
 * Firefox) once the page shows it is staying, anything else now.
 */
export function tellCaught(error: unknown, tell: () => void): void {
  if (isCodeLoadFailure(error)) whenStaying(tell);
  else tell();
}

/**
 * React's own line for an error a boundary caught (its roots' `onCaughtError`): the boundary
 * reports it, so code that did not arrive is left to that report, which waits for the page to
 * stay; anything else is logged as React logs it.
 */
export function logCaught(error: unknown): void {
  if (!isCodeLoadFailure(error)) console.error(error);
}
