/**
 * The replies views show, by key, apart from React so that launch code can fill it before any
 * view exists (see useQuery).
 */

/** Replies already read this visit, so going back to a page shows it at once. */
export const cache = new Map<string, unknown>();
/** Loads started before any view asked (at launch, from the address): views join them. */
export const inFlight = new Map<string, Promise<unknown>>();
/** A prefetch that failed before any view asked: the first view to ask shows the failure. */
export const failedEarly = new Map<string, unknown>();

/** Where views find their replies: this visit's maps above, or a server render's own. */
export interface ReplyStore {
  cache: Map<string, unknown>;
  inFlight: Map<string, Promise<unknown>>;
  failedEarly: Map<string, unknown>;
}

/** This visit's replies, which every view reads unless a render gives it its own (`Replies` in useQuery.ts). */
export const visitReplies: ReplyStore = { cache, inFlight, failedEarly };

/**
 * Starts loading a key no view shows yet, so its reply is on the way while the code that
 * shows it still downloads. The view that later asks for the key joins this load instead of
 * starting its own; when the prefetch fails, that view shows the failure and its retry loads anew.
 */
export function prefetch<T>(key: string, load: () => Promise<T>): Promise<T> {
  const promise = cached(key, load).catch((error: unknown) => {
    failedEarly.set(key, error);
    throw error;
  });
  // Nobody may be listening yet; the joining view reports the failure.
  promise.catch(() => undefined);
  return promise;
}

/**
 * A reply by key: from this visit's cache, joined while another load of it runs, or loaded and
 * kept. For a view made of several keyed replies (a whole programme is every day's list) that
 * shares each one with the views showing it alone. Other views may join a load: it must not
 * stop when the view that started it goes (no view's abort signal).
 */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (cache.has(key)) return Promise.resolve(cache.get(key) as T);
  const running = inFlight.get(key);
  if (running) return running as Promise<T>;
  const promise = load().then(
    (data) => {
      cache.set(key, data);
      inFlight.delete(key);
      return data;
    },
    (error: unknown) => {
      inFlight.delete(key);
      throw error;
    },
  );
  inFlight.set(key, promise);
  return promise;
}
