/**
 * A payload's address made absolute against `base`; null for none, or for one no URL parser
 * reads: `'http://x" onerror=…'` passes the safe-URL check (an http scheme, no control
 * character) and throws in `new URL`, which took the server's whole page down from a share picture.
 */
export function absoluteAddress(address: string | null | undefined, base: string): string | null {
  if (!address) return null;
  try {
    return new URL(address, base).href;
  } catch {
    return null;
  }
}
