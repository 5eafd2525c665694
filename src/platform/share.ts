import { copyAndTell } from './clipboard';

/**
 * Shares an address: the system share sheet where the browser has one, else the address is
 * copied (with the spec's copy success / failure message).
 */
export async function shareOrCopy(data: { title: string; text?: string; url: string }): Promise<void> {
  if (typeof navigator.share === 'function' && navigator.canShare?.(data) !== false) {
    try {
      await navigator.share(data);
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  await copyAndTell(data.url);
}
