import { isSafeUrl } from '../../../schemas/primitives';

/**
 * An absolute http(s) address that parses: what a page puts in a frame (an organiser's webview
 * page, the event's assistant). Here rather than beside isSafeUrl: schemas/primitives.ts ships in
 * the first load, and only these lazy pages need it.
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || !isSafeUrl(value)) return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}
