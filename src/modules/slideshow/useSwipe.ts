import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** A horizontal move at least this long is a swipe (the framework's scroll threshold, spec section 9). */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Pointer handlers that call `onSwipe(-1)` for a swipe to the left (the next slide) and
 * `onSwipe(1)` to the right. A swipe is not also a click on the slide's link.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      if (start.current === null) return;
      const moved = event.clientX - start.current;
      start.current = null;
      if (Math.abs(moved) < SWIPE_THRESHOLD_PX) return;
      swiped.current = true;
      onSwipe(moved < 0 ? -1 : 1);
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
