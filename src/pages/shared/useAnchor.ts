import { useEffect, useEffectEvent } from 'react';

/**
 * How long the page may keep growing under an anchor (lazy modules and pictures arriving)
 * while we keep the anchored module in place.
 */
const SETTLE_MS = 3_000;
/** A visitor who scrolls, taps or types has taken over: stop moving the page. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to the module whose id is `anchor`. Modules load lazily, so the element may appear
 * after the page does and the content above or below it may still grow; until the page settles
 * or the visitor takes over, each change of the page's size scrolls it back into place. An
 * anchor that never appears calls `onMissing` once the page has settled.
 */
export function useAnchor(anchor: string | null, ready: boolean, onMissing: (anchor: string) => void): void {
  const missing = useEffectEvent(onMissing);
  useEffect(() => {
    if (!anchor || !ready) return;
    let found = false;
    const scroll = () => {
      const target = document.getElementById(anchor);
      if (!target) return;
      found = true;
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      if (document.activeElement !== target) target.focus({ preventScroll: true });
    };
    const resizes = new ResizeObserver(scroll);
    resizes.observe(document.body);
    const stop = () => {
      resizes.disconnect();
      clearTimeout(timer);
      for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
    };
    const timer = setTimeout(() => {
      stop();
      if (!found) missing(anchor);
    }, SETTLE_MS);
    for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
    scroll();
    return stop;
  }, [anchor, ready]);
}
