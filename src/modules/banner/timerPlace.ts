/** A rectangle in percent of the banner's box, as hot zones are given. */
export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the banner's countdown may sit over the picture, in order of preference: the foot's middle first, as designed. */
export const PLACES = ['bottom-center', 'bottom-right', 'bottom-left', 'top-right', 'top-left', 'top-center'] as const;
/** Over the picture at one of PLACES, or below it where none is free. */
export type Place = (typeof PLACES)[number] | 'below';

/** The countdown's box at `place`, in percent of the banner's, for a countdown of `width` × `height` percent with `margin` percent around it. */
export function areaAt(place: (typeof PLACES)[number], width: number, height: number, margin: { x: number; y: number }): Area {
  const [vertical, horizontal] = place.split('-') as ['top' | 'bottom', 'left' | 'center' | 'right'];
  const x = horizontal === 'left' ? margin.x : horizontal === 'right' ? 100 - margin.x - width : (100 - width) / 2;
  const y = vertical === 'top' ? margin.y : 100 - margin.y - height;
  return { x, y, width, height };
}

const overlaps = (a: Area, b: Area) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The first place where the countdown covers none of the hot zones (the calls to action drawn in
 * the picture) and fits inside the picture, its margin kept; below the picture when there is none:
 * a countdown must never hide a button, nor a tap on it land on the countdown.
 */
export function freePlace(zones: readonly Area[], width: number, height: number, margin: { x: number; y: number }): Place {
  if (width > 100 - 2 * margin.x || height > 100 - 2 * margin.y) return 'below';
  return PLACES.find((place) => !zones.some((zone) => overlaps(areaAt(place, width, height, margin), zone))) ?? 'below';
}
