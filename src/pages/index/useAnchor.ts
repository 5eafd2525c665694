import { useEffect } from 'react';

/** How long to wait for a lazily loaded module to appear before giving up on its anchor. */
const ANCHOR_WAIT_MS = 10_000;

/**
 * Scrolls to the module whose id is `anchor` once it is in the DOM: modules load lazily, so the
 * element may appear after the page does.
 */
export function useAnchor(anchor: string | null, ready: boolean): void {
  useEffect(() => {
    if (!anchor || !ready) return;
    const scroll = () => {
      const target = document.getElementById(anchor);
      if (!target) return false;
      target.scrollIntoView({ block: 'start' });
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus({ preventScroll: true });
      return true;
    };
    if (scroll()) return;
    const observer = new MutationObserver(() => {
      if (scroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [anchor, ready]);
}
