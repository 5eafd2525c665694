import { createContext, useContext, useSyncExternalStore } from 'react';
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

/**
 * The terminal a page is rendered for where there is no window to measure: a server's render
 * (chosen from the request) and the browser's hydration of it, which must start from the same.
 */
export const RenderedTerminal = createContext<Terminal>('pc');

/** The terminal in force for the window's width, following resizes. */
export function useTerminal(): Terminal {
  const rendered = useContext(RenderedTerminal);
  return useSyncExternalStore(subscribe, currentTerminal, () => rendered);
}
