import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    // Storage can be disabled; the thing then shows again on the next visit.
    return false;
  }
}

/**
 * Whether the visitor closed something (a promotion, a hint), remembered in sessionStorage
 * under `key` for the rest of the browser session.
 */
export function useDismissed(key: string): [dismissed: boolean, dismiss: () => void] {
  const [dismissed, setDismissed] = useState(() => read(key));
  const dismiss = useCallback(() => {
    setDismissed(true);
    try {
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Without storage it stays closed until the page is reloaded.
    }
  }, [key]);
  return [dismissed, dismiss];
}
