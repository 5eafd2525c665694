import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal: focus moves to its first control when it opens, goes round at its
 * ends, and returns to whatever had it before when the modal closes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const controls = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    controls()[0]?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab') return;
      const all = controls();
      const first = all[0];
      const last = all[all.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !root!.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      before?.focus();
    };
  }, [container]);
}
