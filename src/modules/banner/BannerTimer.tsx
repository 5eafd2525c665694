import { useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import { Countdown } from '../shared/countdown/Countdown';
import { useCountdown } from '../shared/countdown/useCountdown';
import { freePlace, type Area, type Place } from './timerPlace';

interface Props {
  endTime: string;
  terminal: Terminal;
  /** The banner's hot zones (the organiser's calls to action drawn in the picture): the countdown keeps clear of them. */
  zones: readonly Area[];
}

/**
 * The banner's own countdown (spec section 3, Banner "timer"), over the foot of the picture,
 * or in the first corner free of hot zones. It leaves once the time has come: the picture says
 * the rest.
 */
export default function BannerTimer({ endTime, terminal, zones }: Props) {
  const left = useCountdown(endTime);
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Place>('bottom-center');
  const shown = left !== null;

  // Measured before the first paint and again whenever the banner's size changes: it never shows over a zone, then moves.
  useLayoutEffect(() => {
    const overlay = ref.current;
    const banner = overlay?.parentElement;
    const countdown = overlay?.firstElementChild;
    if (!overlay || !banner || !countdown) return;
    const measure = () => {
      const box = banner.getBoundingClientRect();
      const own = countdown.getBoundingClientRect();
      if (!box.width || !box.height) return;
      const margin = { x: (100 * MARGIN_PX) / box.width, y: (100 * MARGIN_PX) / box.height };
      setPlace(freePlace(zones, (100 * own.width) / box.width, (100 * own.height) / box.height, margin));
    };
    measure();
    // Older web views (and jsdom) have no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    return () => observer.disconnect();
  }, [zones, shown]);

  if (!left) return null;
  return (
    <Overlay ref={ref} data-banner-timer="" data-place={place} $place={place}>
      <Countdown left={left} terminal={terminal} variant="overlay" />
    </Overlay>
  );
}

/** The countdown's distance from the banner's edges (var(--space-4)). */
const MARGIN_PX = 16;

/** Clicks pass through to the banner's link and hot zones underneath. */
const Overlay = styled.div<{ $place: Place }>`
  position: absolute;
  inset-inline: 0;
  ${({ $place }) => ($place.startsWith('top') ? `top: ${MARGIN_PX}px;` : `bottom: ${MARGIN_PX}px;`)}
  display: flex;
  justify-content: ${({ $place }) => ($place.endsWith('left') ? 'flex-start' : $place.endsWith('right') ? 'flex-end' : 'center')};
  padding-inline: ${MARGIN_PX}px;
  pointer-events: none;
`;
