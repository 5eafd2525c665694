import { createContext, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * React hydrates a server's first screen one Suspense boundary at a time: it commits the root
 * with every boundary still the server's HTML (no handlers yet), then hydrates them at low
 * priority, each level of nesting in a later pass. A page whose root's first commit is taken for
 * "live" lets a tap reach a control not yet hydrated (the WebKit lane's lost language switch fits
 * it: the address unchanged, the select's old value drawn back).
 */
interface HydrationWatch {
  /** A boundary the server drew is not hydrated yet: call the returned function once it is. */
  wait: () => () => void;
}

const Watch = createContext<HydrationWatch | null>(null);

/**
 * Calls `onHydrated` once the app's first commit is done and every `HydratedSuspense` the server
 * drew has been hydrated. Where nothing came from a server, that is the first commit.
 */
export function WatchHydration({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  const [watch] = useState(() => {
    const waiting = new Set<object>();
    const wait = () => {
      const boundary = {};
      waiting.add(boundary);
      // Counted once the moment's effects have all run: React's development double run of each
      // effect ends a wait and begins it again, which must not look like the last one done.
      return () => {
        waiting.delete(boundary);
        queueMicrotask(() => waiting.size || onHydrated());
      };
    };
    return { wait, firstCommit: wait() };
  });
  // Runs after the effects below it, so the boundaries of the first commit are waited for already.
  useEffect(() => watch.firstCommit(), [watch]);
  return <Watch value={watch}>{children}</Watch>;
}

/**
 * A Suspense boundary whose hydration `WatchHydration` waits for. Its effect runs as its parent
 * commits; its content's as the content commits (in the same commit where there was nothing to
 * hydrate, and first), its fallback's where the browser draws the fallback instead (nothing of
 * the server's to wait for). A boundary that has shown neither by its own effect is the server's
 * HTML, not hydrated yet. No hook here re-renders it once hydrated: an update reaching a
 * boundary still hydrating would throw the server's HTML away.
 */
export function HydratedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const watch = useContext(Watch);
  const drawn = useRef(false);
  const done = useRef(() => {});
  useEffect(() => {
    if (!watch || drawn.current) return undefined;
    done.current = watch.wait();
    return done.current;
  }, [watch]);
  const onDrawn = useCallback(() => {
    drawn.current = true;
    done.current();
  }, []);
  return (
    <Suspense fallback={<Drawn onDrawn={onDrawn}>{fallback}</Drawn>}>
      <Drawn onDrawn={onDrawn}>{children}</Drawn>
    </Suspense>
  );
}

function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useEffect(onDrawn, [onDrawn]);
  return children;
}
