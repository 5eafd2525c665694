import { registerSW } from 'virtual:pwa-register';
import { CLIENT_BASE } from '../../platform/clientBase';
import { keepWhatLoaded } from './keepWhatLoaded';

/**
 * Registers the service worker (vite.serviceWorker.ts) once per page, after the first screen
 * (this chunk loads then), and tells the Shell when a new version waits.
 */
let update: ((reload?: boolean) => Promise<void>) | null = null;
let waiting = false;
const listeners = new Set<() => void>();

export function registerWorker(): void {
  // The preview's framed client (/preview/site/…) runs outside the worker's scope: it never registers.
  if (update || !('serviceWorker' in navigator) || !location.pathname.startsWith(CLIENT_BASE)) return;
  update = registerSW({
    immediate: true,
    onNeedRefresh: () => {
      waiting = true;
      for (const listener of listeners) listener();
    },
    onRegisteredSW: () => void navigator.serviceWorker.ready.then(keepWhatLoaded),
    onRegisterError: (error: unknown) => console.warn('The offline copy of the site could not be set up', error),
  });
}

/** Whether a new version is installed and waiting for the visitor. */
export const updateWaiting = () => waiting;

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Activates the waiting version; the page reloads into it once it has taken over. */
export function applyUpdate(): void {
  void update?.(true);
}
