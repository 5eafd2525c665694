import { useCallback, useLayoutEffect, useRef } from 'react';

/** A callback that keeps its identity while calling the latest function given: memoised rows do not render again for a new closure. */
export function useStable<A extends unknown[], R>(latest: (...args: A) => R): (...args: A) => R {
  const current = useRef(latest);
  useLayoutEffect(() => {
    current.current = latest;
  });
  return useCallback((...args: A) => current.current(...args), []);
}
