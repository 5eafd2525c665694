/**
 * The image preview's rules (spec sections 4 and 9) as pure functions: how far it zooms, when
 * a press is a click that closes it, how far a zoomed picture pans.
 */

/** Spec section 9: image preview scale 1 to 4. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** Spec section 9: a press that moved more than this is a drag, not a click that closes. */
export const DRAG_THRESHOLD_PX = 20;
/** What the zoom buttons and keys add or take away. */
export const ZOOM_STEP = 0.5;
/** A double click or tap zooms to this scale (or back to 1 when zoomed). */
export const DOUBLE_TAP_SCALE = 2;
/** A second tap within this time (and the drag threshold) is a double tap, so the first one waits before closing. */
export const DOUBLE_TAP_MS = 300;
/** How strongly one wheel pixel zooms: 100 px of wheel is about ×1.2. */
const WHEEL_ZOOM_RATE = 0.002;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** What is on screen: the scale and the picture's offset from the centre, in screen pixels. */
export interface View extends Point {
  scale: number;
}

export const INITIAL_VIEW: View = { scale: MIN_SCALE, x: 0, y: 0 };

export function clampScale(scale: number): number {
  if (Number.isNaN(scale)) return MIN_SCALE;
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/** True when a press moved more than the drag threshold from where it started. */
export function isDrag(start: Point, end: Point): boolean {
  return distance(start, end) > DRAG_THRESHOLD_PX;
}

/**
 * Whether releasing a press closes the preview: only a plain click does, one that never moved
 * beyond the threshold and never became a pinch.
 */
export function closesOnRelease(press: { furthest: number; pinched: boolean }): boolean {
  return !press.pinched && press.furthest <= DRAG_THRESHOLD_PX;
}

/**
 * Keeps a zoomed picture covering its box: the picture (box-sized at scale 1) may move at most
 * half of what the zoom added on each axis; at scale 1 it stays centred.
 */
export function clampOffset(offset: Point, scale: number, box: Size): Point {
  const maxX = (box.width * (scale - 1)) / 2;
  const maxY = (box.height * (scale - 1)) / 2;
  const clamp = (value: number, max: number) => (max <= 0 ? 0 : Math.min(max, Math.max(-max, value)));
  return { x: clamp(offset.x, maxX), y: clamp(offset.y, maxY) };
}

/** The view at a new scale, its offset scaled along and clamped so the picture stays in its box. */
export function zoomTo(view: View, scale: number, box: Size): View {
  const next = clampScale(scale);
  const ratio = next / view.scale;
  return { scale: next, ...clampOffset({ x: view.x * ratio, y: view.y * ratio }, next, box) };
}

/** A double click or tap: zoom in from 1, back to 1 from any zoom. */
export function toggledScale(scale: number): number {
  return scale > MIN_SCALE ? MIN_SCALE : DOUBLE_TAP_SCALE;
}

/** Wheel up zooms in, down zooms out, in proportion to the wheel's travel. */
export function wheelScale(scale: number, deltaY: number): number {
  return clampScale(scale * Math.exp(-deltaY * WHEEL_ZOOM_RATE));
}

/** Two fingers: the scale grows with the distance between them since the pinch began. */
export function pinchScale(startScale: number, startDistance: number, currentDistance: number): number {
  if (startDistance <= 0) return clampScale(startScale);
  return clampScale((startScale * currentDistance) / startDistance);
}

/** The picture `delta` away in a gallery of `count`, going round at the ends. */
export function stepIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}
