import { useSyncExternalStore } from 'react';
import type { Terminal } from '../schemas/page';
import { currentTerminal, desktopQuery, RESIZE_DEBOUNCE_MS } from './layout';

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, RESIZE_DEBOUNCE_MS);
  };
  const media = window.matchMedia(desktopQuery);
  media.addEventListener('change', debounced);
  return () => {
    clearTimeout(timer);
    media.removeEventListener('change', debounced);
  };
}

/** The terminal in force for the window's width, following resizes. */
export function useTerminal(): Terminal {
  return useSyncExternalStore(subscribe, currentTerminal, () => 'pc');
}
