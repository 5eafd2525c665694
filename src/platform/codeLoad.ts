/** Spec section 9: a page's code that arrives within 200 ms shows no progress at all; after 60 s it has timed out. */
export const ASYNC_PAGE_DELAY_MS = 200;
export const ASYNC_PAGE_TIMEOUT_MS = 60_000;

/** What each engine says when code cannot be fetched (Chromium, Firefox, WebKit; Vite's preload helper). */
const CODE_NOT_LOADED = /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i;

/** Whether an error is code that did not arrive (a download, not a fault of the code itself). */
export const isCodeLoadFailure = (error: unknown): boolean => error instanceof CodeTimedOut || CODE_NOT_LOADED.test(String(error));

/** A page's code that did not come within the limit. */
export class CodeTimedOut extends Error {
  override name = 'CodeTimedOut';
}

/**
 * A download of a page's code that gives up at the spec's limit: a stalled one ends in the
 * retry view instead of leaving the visitor on the page they were leaving, with no word.
 */
export function withinCodeLimit<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new CodeTimedOut(`no code after ${ASYNC_PAGE_TIMEOUT_MS} ms`)), ASYNC_PAGE_TIMEOUT_MS);
      load()
        .then(resolve, reject)
        .finally(() => clearTimeout(timer));
    });
}
