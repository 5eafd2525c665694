import { useCallback, useEffect, useState } from 'react';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

/** Replies already read this visit, so going back to a page shows it at once. */
const cache = new Map<string, unknown>();

/**
 * Loads data for a key, aborting the previous load when the key changes. `retry` forgets the
 * cached reply and loads again. A null key loads nothing.
 */
export function useQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): QueryState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; value: QueryState<T> }>(() => initial(key));

  useEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      setState({ key, value: { status: 'ready', data: cache.get(key) as T } });
      return;
    }
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        cache.set(key, data);
        if (!controller.signal.aborted) setState({ key, value: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new function with the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => {
    if (key !== null) cache.delete(key);
    setAttempt((n) => n + 1);
  }, [key]);

  const value = state.key === key ? state.value : initial<T>(key).value;
  return { ...value, retry };
}

function initial<T>(key: string | null): { key: string | null; value: QueryState<T> } {
  if (key !== null && cache.has(key)) return { key, value: { status: 'ready', data: cache.get(key) as T } };
  return { key, value: { status: 'loading' } };
}
