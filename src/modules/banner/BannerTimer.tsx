import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import { Countdown } from '../shared/countdown/Countdown';
import { useCountdown } from '../shared/countdown/useCountdown';
import { freePlace, type Area, type Place } from './timerPlace';

interface Props {
  endTime: string;
  terminal: Terminal;
  /** The banner's hot zones (the organiser's calls to action drawn in the picture): the countdown keeps clear of them, where they are drawn. */
  zones: readonly Area[];
  /** The picture's box, which the zones are given in. */
  picture: RefObject<HTMLElement | null>;
}

/**
 * The banner's own countdown (spec section 3, Banner "timer"), over the foot of the picture,
 * or in the first corner free of hot zones, or below the picture when no place over it is free.
 * It leaves once the time has come: the picture says the rest.
 */
export default function BannerTimer({ endTime, terminal, zones, picture }: Props) {
  const left = useCountdown(endTime);
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place>('bottom-center');
  const shown = left !== null;

  // Measured before the first paint and again whenever the picture's size or its own changes (its
  // unit names come with the language's texts, and a language's names are longer): it never
  // shows over a zone, then moves.
  useLayoutEffect(() => {
    const overlay = ref.current;
    const banner = picture.current;
    const countdown = overlay?.firstElementChild;
    if (!overlay || !banner || !countdown) return;
    const measure = () => {
      const box = banner.getBoundingClientRect();
      const own = countdown.getBoundingClientRect();
      if (!box.width || !box.height) return;
      const margin = { x: (100 * MARGIN_PX) / box.width, y: (100 * MARGIN_PX) / box.height };
      setPlace(freePlace(drawnZones(banner, box), (100 * own.width) / box.width, (100 * own.height) / box.height, margin));
    };
    measure();
    // Older web views (and jsdom) have no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    observer.observe(countdown);
    return () => observer.disconnect();
  }, [zones, shown, picture]);

  if (!left) return null;
  return (
    <Overlay ref={ref} data-banner-timer="" data-place={place} $place={place}>
      <Countdown left={left} terminal={terminal} variant="overlay" />
    </Overlay>
  );
}

/**
 * The hot zones where they are drawn, in percent of the banner's box: the picture they sit on may
 * be cropped (HotZones.tsx), so their own percentages, of the whole picture, would be off.
 */
function drawnZones(banner: Element, box: DOMRect): Area[] {
  return [...banner.querySelectorAll('[data-hot-zones] > *')].map((zone) => {
    const drawn = zone.getBoundingClientRect();
    return { x: (100 * (drawn.left - box.left)) / box.width, y: (100 * (drawn.top - box.top)) / box.height, width: (100 * drawn.width) / box.width, height: (100 * drawn.height) / box.height };
  });
}

/** The countdown's distance from the banner's edges (var(--space-4)). */
const MARGIN_PX = 16;

/**
 * Over the picture, clicks pass through to the banner's link and hot zones underneath. Below it,
 * a band of the picture's scrim holds the same boxes (their light text needs the dark behind it).
 */
const Overlay = styled.div<{ $place: Place }>`
  display: flex;
  justify-content: ${({ $place }) => ($place.endsWith('left') ? 'flex-start' : $place.endsWith('right') ? 'flex-end' : 'center')};
  padding-inline: ${MARGIN_PX}px;
  ${({ $place }) =>
    $place === 'below'
      ? `padding-block: ${MARGIN_PX / 2}px; background: var(--color-scrim);`
      : `position: absolute; inset-inline: 0; ${$place.startsWith('top') ? 'top' : 'bottom'}: ${MARGIN_PX}px; pointer-events: none;`}
`;
