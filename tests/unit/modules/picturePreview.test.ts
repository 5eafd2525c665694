import { describe, expect, it } from 'vitest';
import {
  clampOffset,
  clampScale,
  closesOnRelease,
  DRAG_THRESHOLD_PX,
  INITIAL_VIEW,
  isDrag,
  MAX_SCALE,
  MIN_SCALE,
  pinchScale,
  stepIndex,
  toggledScale,
  wheelScale,
  zoomTo,
} from '../../../src/modules/picture/preview';

const box = { width: 400, height: 300 };

describe('image preview rules (spec sections 4 and 9)', () => {
  it('keeps the scale between 1 and 4', () => {
    expect([MIN_SCALE, MAX_SCALE]).toEqual([1, 4]);
    expect(clampScale(0.2)).toBe(1);
    expect(clampScale(2.5)).toBe(2.5);
    expect(clampScale(9)).toBe(4);
    expect(clampScale(Number.NaN)).toBe(1);
  });

  it('treats a press that moved more than 20 px as a drag', () => {
    expect(DRAG_THRESHOLD_PX).toBe(20);
    expect(isDrag({ x: 0, y: 0 }, { x: 12, y: 16 })).toBe(false); // exactly 20
    expect(isDrag({ x: 0, y: 0 }, { x: 12, y: 17 })).toBe(true);
  });

  it('closes on release only after a plain click', () => {
    expect(closesOnRelease({ furthest: 0, pinched: false })).toBe(true);
    expect(closesOnRelease({ furthest: 20, pinched: false })).toBe(true);
    expect(closesOnRelease({ furthest: 21, pinched: false })).toBe(false);
    expect(closesOnRelease({ furthest: 0, pinched: true })).toBe(false);
  });

  it('pans a zoomed picture no further than the zoom added, and not at all at scale 1', () => {
    expect(clampOffset({ x: 500, y: -500 }, 1, box)).toEqual({ x: 0, y: 0 });
    expect(clampOffset({ x: 500, y: -500 }, 2, box)).toEqual({ x: 200, y: -150 });
    expect(clampOffset({ x: 50, y: 20 }, 2, box)).toEqual({ x: 50, y: 20 });
  });

  it('zooms with the offset scaled along and clamped', () => {
    expect(zoomTo({ scale: 2, x: 100, y: 50 }, 4, box)).toEqual({ scale: 4, x: 200, y: 100 });
    expect(zoomTo({ scale: 2, x: 100, y: 50 }, 1, box)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(zoomTo(INITIAL_VIEW, 10, box).scale).toBe(4);
  });

  it('toggles between 1 and 2 on a double click or tap', () => {
    expect(toggledScale(1)).toBe(2);
    expect(toggledScale(3.5)).toBe(1);
  });

  it('zooms in on wheel up, out on wheel down, within the limits', () => {
    expect(wheelScale(1, -100)).toBeGreaterThan(1);
    expect(wheelScale(2, 100)).toBeLessThan(2);
    expect(wheelScale(1, 500)).toBe(1);
    expect(wheelScale(4, -500)).toBe(4);
  });

  it('scales a pinch by the fingers’ distance, within the limits', () => {
    expect(pinchScale(1, 100, 200)).toBe(2);
    expect(pinchScale(2, 100, 50)).toBe(1);
    expect(pinchScale(3, 100, 1000)).toBe(4);
    expect(pinchScale(2, 0, 50)).toBe(2);
  });

  it('goes round the gallery at its ends', () => {
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
