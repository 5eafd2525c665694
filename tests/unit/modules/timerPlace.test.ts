import { describe, expect, it } from 'vitest';
import { areaAt, freePlace, PLACES } from '../../../src/modules/banner/timerPlace';

const margin = { x: 1, y: 3 };

describe('the banner countdown\'s place', () => {
  it('stays at the foot\'s middle with no hot zone in the way', () => {
    expect(freePlace([], 20, 15, margin)).toBe('bottom-center');
    expect(freePlace([{ x: 0, y: 0, width: 30, height: 30 }], 20, 15, margin)).toBe('bottom-center');
  });

  it('moves to the first free place when a zone covers the middle, as the demo\'s two buttons do at the foot', () => {
    const buttons = [
      { x: 6, y: 70, width: 18, height: 12.5 },
      { x: 26, y: 70, width: 38, height: 12.5 },
    ];
    expect(freePlace(buttons, 20, 15, margin)).toBe('bottom-right');
    expect(freePlace([...buttons, { x: 70, y: 70, width: 30, height: 30 }], 20, 15, margin)).toBe('top-right');
  });

  it('goes below the picture when every place is covered, or the picture is too small to hold it', () => {
    expect(freePlace([{ x: 0, y: 0, width: 100, height: 100 }], 20, 15, margin)).toBe('below');
    // A zone across the foot and one across the top, as a phone's short banner may have.
    expect(freePlace([{ x: 0, y: 60, width: 100, height: 40 }, { x: 0, y: 0, width: 100, height: 45 }], 20, 15, margin)).toBe('below');
    expect(freePlace([], 99, 15, margin)).toBe('below');
    expect(freePlace([], 20, 95, margin)).toBe('below');
  });

  it('places each area inside the banner, its margin kept', () => {
    for (const place of PLACES) {
      const area = areaAt(place, 20, 15, margin);
      expect(area.x).toBeGreaterThanOrEqual(margin.x);
      expect(area.y).toBeGreaterThanOrEqual(margin.y);
      expect(area.x + area.width).toBeLessThanOrEqual(100 - margin.x);
      expect(area.y + area.height).toBeLessThanOrEqual(100 - margin.y);
    }
  });
});
