import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it has a network; re-rendered when that changes. */
export function useOnline(): boolean {
  // A page rendered on a server was rendered because the network answered.
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
