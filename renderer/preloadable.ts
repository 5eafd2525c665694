/**
 * Code that downloads on demand and remembers it has arrived, with no React in it: the launch
 * code can start a download before React exists, and the renderer later sees it is ready.
 */
export interface Preloadable<T> {
  /** Starts (or joins) the download; resolves once the code is here. */
  preload: () => Promise<void>;
  /** The code, once it has arrived. */
  loaded: () => T | null;
}

export function preloadable<T>(load: () => Promise<T>): Preloadable<T> {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (arrived) => {
        value = arrived;
      },
      (error: unknown) => {
        // A failed download (a flaky venue network) may be tried again by the next render.
        loading = null;
        throw error;
      },
    ));
  return { preload, loaded: () => value };
}
