import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import { Countdown } from '../shared/countdown/Countdown';
import { useCountdown } from '../shared/countdown/useCountdown';

/**
 * The banner's own countdown (spec section 3, Banner "timer"), over the foot of the picture.
 * It leaves once the time has come: the picture says the rest.
 */
export function BannerTimer({ endTime, terminal }: { endTime: string; terminal: Terminal }) {
  const left = useCountdown(endTime);
  if (!left) return null;
  return (
    <Overlay data-banner-timer="">
      <Countdown left={left} terminal={terminal} variant="overlay" />
    </Overlay>
  );
}

/** Clicks pass through to the banner's link and hot zones underneath. */
const Overlay = styled.div`
  position: absolute;
  inset-inline: 0;
  bottom: var(--space-4);
  display: flex;
  justify-content: center;
  padding-inline: var(--space-4);
  pointer-events: none;
`;
