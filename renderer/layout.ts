import type { Terminal } from '../schemas/page';

/** Desktop layout from this width up (spec section 9). */
export const DESKTOP_BREAKPOINT = 758;
/** Mobile designs are drawn at this width and scale with the screen. */
export const MOBILE_DESIGN_WIDTH = 375;
/** Above this width a "mobile" screen stops scaling up. */
export const MAX_DEVICE_WIDTH = 960;
/** Module content width unless the site sets one. */
export const DEFAULT_MODULE_WIDTH = 1440;
/** Resize events are folded together for this long (spec section 9). */
export const RESIZE_DEBOUNCE_MS = 50;

export const desktopQuery = `(min-width: ${DESKTOP_BREAKPOINT}px)`;

export function currentTerminal(): Terminal {
  return window.matchMedia(desktopQuery).matches ? 'pc' : 'mobile';
}

/**
 * A length of the 375-wide mobile design, scaled to the screen: `mpx(16)` is 16 px on a
 * 375 px phone, capped where the device stops being a phone.
 */
export function mpx(designPixels: number): string {
  return `calc(${designPixels} * min(100vw, ${MAX_DEVICE_WIDTH}px) / ${MOBILE_DESIGN_WIDTH})`;
}

/** A design length on the given terminal: plain px on desktop, scaled on mobile. */
export function size(designPixels: number, terminal: Terminal): string {
  return terminal === 'pc' ? `${designPixels}px` : mpx(designPixels);
}
