import { createContext, startTransition, useCallback, useContext, useEffect, useState } from 'react';
import { visitReplies, type ReplyStore } from './queryCache';

export type QueryState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown }
  | { status: 'ready'; data: T; error?: undefined };

const LOADING = { status: 'loading' } as const;

/**
 * The replies the views below read: this visit's in the browser; on a server, a render's own,
 * filled with what it read, so no two requests share one.
 */
export const Replies = createContext<ReplyStore>(visitReplies);

/**
 * Loads data for a key, aborting the previous load when the key changes. `retry` forgets the
 * cached reply and loads again. A null key loads nothing.
 */
export function useQuery<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): QueryState<T> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null);
  const [, setLoaded] = useState(0);
  const replies = useContext(Replies);
  const { cache, inFlight, failedEarly } = replies;

  const isCached = key !== null && cache.has(key);

  useEffect(() => {
    if (key === null) return;
    if (cache.has(key)) {
      // Another view's load of this key (a page left for its list page) may have landed
      // between this render and now: render again to show it, or this view would wait for ever.
      if (!isCached) void Promise.resolve().then(() => setLoaded((n) => n + 1));
      return;
    }
    if (failedEarly.has(key)) {
      // The launch's load of this key failed before this view existed: show it, retry loads anew.
      const error = failedEarly.get(key);
      failedEarly.delete(key);
      void Promise.resolve().then(() => setFailure({ key, error }));
      return;
    }
    const controller = new AbortController();
    const joined = inFlight.get(key);
    const loading = joined ?? load(controller.signal);
    loading.then(
      (data) => {
        cache.set(key, data);
        // What a reply brings (a page of modules) renders in slices, not one long task.
        if (!controller.signal.aborted) startTransition(() => setLoaded((n) => n + 1));
      },
      (error: unknown) => {
        failedEarly.delete(key); // this view has it
        if (!controller.signal.aborted) setFailure({ key, error });
      },
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new function with the same key must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, isCached, replies]);

  const retry = useCallback(() => {
    if (key !== null) {
      cache.delete(key);
      failedEarly.delete(key);
    }
    setFailure(null);
    setAttempt((n) => n + 1);
  }, [key, cache, failedEarly]);

  if (isCached) return { status: 'ready', data: cache.get(key) as T, retry };
  if (failure && failure.key === key) return { status: 'error', error: failure.error, retry };
  return { ...LOADING, retry };
}
