/** The frame's size in CSS pixels: the client's breakpoints see this width, whatever the zoom. */
export interface Viewport {
  preset: ViewportPreset;
  width: number;
  height: number;
}

export type ViewportPreset = 'phone' | 'tablet' | 'desktop' | 'custom';

export const VIEWPORTS: Readonly<Record<Exclude<ViewportPreset, 'custom'>, { width: number; height: number }>> = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
};

/** A custom size within what a screen may be. */
export const SIZE_LIMITS = { min: 240, max: 3840 };

export const clampSize = (value: number) => Math.round(Math.max(SIZE_LIMITS.min, Math.min(SIZE_LIMITS.max, value)));

/** The scale at which the frame fits the room it has, never above its real size. */
export const fitScale = (viewport: Viewport, room: { width: number; height: number }) =>
  Math.min(1, room.width / viewport.width, room.height / viewport.height);

/** How large the frame is drawn: fitted to the canvas, or a percentage of its real size. */
export type Zoom = 'fit' | number;
export const ZOOM_LIMITS = { min: 25, max: 200 };

/** The scale the frame is drawn at for a zoom. */
export const scaleFor = (zoom: Zoom, viewport: Viewport, room: { width: number; height: number }) => (zoom === 'fit' ? fitScale(viewport, room) : zoom / 100);
