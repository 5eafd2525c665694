import type { Navigation } from '../../schemas/navigation';
import { NAV_HEIGHT } from './sizes';

/** The desktop navigation's bars: the first (logo, actions; the only one in LeftRight) and, in UpDown, the menu bar under it. */
export function navBars(navigation: Navigation) {
  const first = navigation.firstStyle ?? { fixed: false };
  const second = navigation.layout === 'UpDown' ? (navigation.secondStyle ?? first) : null;
  return {
    first: { style: first, height: first.height ?? NAV_HEIGHT },
    second: second && { style: second, height: second.height ?? NAV_HEIGHT },
  };
}

/**
 * How the desktop navigation stays as the page scrolls (spec section 3: each bar's `fixed`). The
 * header sticks as one, its top pulled up by a first bar that is not fixed: in UpDown a fixed
 * menu bar under a logo bar that is not stays alone. Ours: a bar under a fixed bar stays with it
 * (one header cannot let its lower part go). `height`: both bars; `covers`: how much of the
 * window it covers as the page scrolls.
 */
export function stickyNav(navigation: Navigation): { sticky: boolean; top: number; height: number; covers: number } {
  const { first, second } = navBars(navigation);
  const height = first.height + (second?.height ?? 0);
  if (first.style.fixed) return { sticky: true, top: 0, height, covers: height };
  if (second?.style.fixed) return { sticky: true, top: -first.height, height, covers: second.height };
  return { sticky: false, top: 0, height, covers: 0 };
}
