import { createContext, useContext } from 'react';

/**
 * The address of the page being rendered where there is no browser to ask: a server's render
 * sets it from the request. The browser's own address otherwise, the same one once it hydrates.
 */
export const PageAddress = createContext<string | null>(null);

/** The page's own address: what links are resolved against, and where leaving the site is judged from. */
export function usePageAddress(): string {
  return useContext(PageAddress) ?? window.location.href;
}

/** The page's own origin: the site's files and pages, as opposed to anyone else's. */
export function usePageOrigin(): string {
  return new URL(usePageAddress()).origin;
}
