import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Terminal } from '../../../schemas/page';
import { formatClock } from '../../i18n/format';
import { VIDEO_RATES, type PlayerEvent, type VideoRate } from '../../machines/videoPlayer';
import { NS } from './texts';

interface Props {
  playing: boolean;
  time: number;
  duration: number;
  volume: number;
  muted: boolean;
  rate: VideoRate;
  fullscreen: boolean;
  /** Null when there are no comments to show (or motion is reduced): no switch then. */
  comments: boolean | null;
  terminal: Terminal;
  send: (event: PlayerEvent) => void;
}

/** The player's control bar: our own accessible buttons and ranges over the native video. */
export function Controls({ playing, time, duration, volume, muted, rate, fullscreen, comments, terminal, send }: Props) {
  const { t } = useTranslation(NS);
  const total = formatClock(duration);
  return (
    <Bar>
      <Progress
        type="range"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        aria-label={t('progress')}
        aria-valuetext={t('progressValue', { current: formatClock(time), total })}
        onChange={(event) => send({ type: 'SEEK', time: Number(event.target.value) })}
      />
      <Row>
        <Button type="button" onClick={() => send({ type: 'TOGGLE_PLAY' })} aria-label={playing ? t('pause') : t('play')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">{playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5l11 7-11 7z" />}</svg>
        </Button>
        <Time>
          {formatClock(time)} / {total}
        </Time>
        <Spacer />
        <Button type="button" onClick={() => send({ type: 'TOGGLE_MUTE' })} aria-label={muted ? t('unmute') : t('mute')}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M4 9h4l5-4v14l-5-4H4z" />
            {muted || volume === 0 ? <path d="M16 9l5 6M21 9l-5 6" className="line" /> : <path d="M16 8a5 5 0 010 8" className="line" />}
          </svg>
        </Button>
        {terminal === 'pc' && (
          <Volume
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={muted ? 0 : volume}
            aria-label={t('volume')}
            aria-valuetext={`${Math.round((muted ? 0 : volume) * 100)}%`}
            onChange={(event) => send({ type: 'SET_VOLUME', volume: Number(event.target.value) })}
          />
        )}
        <Rate aria-label={t('rate')} value={rate} onChange={(event) => send({ type: 'SET_RATE', rate: Number(event.target.value) })}>
          {VIDEO_RATES.map((option) => (
            <option key={option} value={option}>
              {t('rateValue', { rate: option })}
            </option>
          ))}
        </Rate>
        {comments !== null && (
          <Button type="button" onClick={() => send({ type: 'TOGGLE_COMMENTS' })} aria-label={t('comments')} aria-pressed={comments}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 5h16v11H9l-5 4z" className="line" />
              <path d="M8 9h8M8 12h5" className="line" />
            </svg>
          </Button>
        )}
        <Button type="button" onClick={() => send({ type: 'TOGGLE_FULLSCREEN' })} aria-label={t('fullscreen')} aria-pressed={fullscreen}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            {fullscreen ? <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" className="line" /> : <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" className="line" />}
          </svg>
        </Button>
      </Row>
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: var(--space-1);
  padding: var(--space-6) var(--space-3) var(--space-2);
  background: linear-gradient(to top, var(--color-scrim), transparent);
  color: var(--color-on-scrim);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-1);
`;

const Spacer = styled.span`
  flex: 1;
`;

const Time = styled.span`
  font-size: var(--font-size-sm);
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Button = styled.button`
  display: grid;
  place-items: center;
  flex: none;
  width: var(--touch-target);
  height: var(--touch-target);
  padding: 0;
  border: 0;
  border-radius: var(--radius-pill);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover,
  &[aria-pressed='true'] {
    background: color-mix(in srgb, var(--color-on-scrim) 20%, transparent);
  }
  &:focus-visible {
    outline-color: var(--color-on-scrim);
  }
  svg {
    width: var(--space-6);
    height: var(--space-6);
    fill: currentColor;
  }
  .line {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

const Progress = styled.input`
  width: 100%;
  height: var(--space-5);
  margin: 0;
  accent-color: var(--color-primary);
  cursor: pointer;
`;

const Volume = styled.input`
  width: calc(var(--space-11) + var(--space-4));
  accent-color: var(--color-primary);
  cursor: pointer;
`;

const Rate = styled.select`
  min-height: var(--touch-target);
  padding: 0 var(--space-2);
  border: 0;
  border-radius: var(--radius-sm);
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--font-size-sm);
  cursor: pointer;

  option {
    color: var(--color-text);
    background: var(--color-bg);
  }
  &:focus-visible {
    outline: 3px solid var(--color-on-scrim);
  }
`;
