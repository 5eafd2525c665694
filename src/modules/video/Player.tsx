import { useActorRef, useSelector } from '@xstate/react';
import { type PointerEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MaterialFile } from '../../../schemas/content/material';
import type { Terminal } from '../../../schemas/page';
import { formatClock } from '../../i18n/format';
import { videoPlayerMachine } from '../../machines/videoPlayer';
import { useReducedMotion } from '../shared/useReducedMotion';
import { Comments } from './Comments';
import { Controls } from './Controls';
import { NS } from './texts';
import { VolumeToast } from './VolumeToast';

interface Props {
  file: MaterialFile;
  /** The file's own comments and the module's, together. */
  comments: string[];
  showComments: boolean;
  terminal: Terminal;
}

/**
 * One video: a native <video> (poster, inline on phones, metadata only until played) under our
 * controls, driven by the video player machine. The machine holds the intent; the actions
 * provided here carry it out on the element and the document.
 */
export function Player({ file, comments, showComments, terminal }: Props) {
  const { t } = useTranslation(NS);
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const pointerType = useRef('mouse');
  const reducedMotion = useReducedMotion();
  const [time, setTime] = useState(0);
  const [mediaDuration, setMediaDuration] = useState<number | null>(null);
  // Recordings without a duration in their header report Infinity: the gateway's figure then.
  const duration = mediaDuration ?? file.duration ?? 0;

  const actor = useActorRef(videoPlayerMachine, { input: { showComments } });
  const state = useSelector(actor, (snapshot) => snapshot);
  const send = actor.send;

  // The machine's effects, carried out on the element and the document. Subscribed as the player
  // is committed, before the visitor can touch a control: a rate chosen at once is not lost.
  useLayoutEffect(() => {
    const subscriptions = [
      actor.on('play', () => void video.current?.play()?.catch(() => actor.send({ type: 'PAUSE' }))),
      actor.on('pause', () => video.current?.pause()),
      actor.on('seek', ({ time: target }) => {
        if (video.current) video.current.currentTime = target;
        setTime(target);
      }),
      actor.on('volume', ({ volume: level, muted: silent }) => {
        if (!video.current) return;
        video.current.volume = level;
        video.current.muted = silent;
      }),
      actor.on('rate', ({ rate: speed }) => {
        if (video.current) video.current.playbackRate = speed;
      }),
      actor.on('enterFullscreen', () => {
        const request = frame.current?.requestFullscreen?.();
        if (!request) actor.send({ type: 'FULLSCREEN_CHANGED', on: false });
        else request.catch(() => actor.send({ type: 'FULLSCREEN_CHANGED', on: false }));
      }),
      actor.on('exitFullscreen', () => {
        if (document.fullscreenElement) void document.exitFullscreen();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);

  useEffect(() => {
    const onChange = () => actor.send({ type: 'FULLSCREEN_CHANGED', on: document.fullscreenElement === frame.current });
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [actor]);

  const playing = state.matches({ playback: 'playing' });
  const controlsShown = state.matches({ controls: 'shown' });
  const fullscreen = state.matches({ fullscreen: 'on' });
  const { volume, muted, rate, seekTarget } = state.context;
  const commentsOn = state.matches({ comments: 'on' });
  const canShowComments = comments.length > 0 && !reducedMotion;

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    pointerType.current = event.pointerType;
    send({ type: 'ACTIVITY' });
    if (event.pointerType !== 'touch' || event.target !== video.current) return;
    const box = event.currentTarget.getBoundingClientRect();
    send({ type: 'GESTURE_START', x: event.clientX, y: event.clientY, left: box.left, width: box.width, height: box.height, currentTime: time, duration });
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'touch') send({ type: 'GESTURE_MOVE', x: event.clientX, y: event.clientY });
    else send({ type: 'ACTIVITY' });
  }

  return (
    <Frame
      ref={frame}
      role="group"
      aria-label={t('player', { name: file.name })}
      data-controls={controlsShown ? 'shown' : 'hidden'}
      data-fullscreen={fullscreen}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => send({ type: 'GESTURE_END' })}
      onPointerCancel={() => send({ type: 'GESTURE_END' })}
      onKeyDown={() => send({ type: 'ACTIVITY' })}
      onFocus={() => send({ type: 'ACTIVITY' })}
      $fullscreen={fullscreen}
    >
      <video
        ref={video}
        src={file.url}
        poster={file.cover ?? undefined}
        playsInline
        preload="metadata"
        onClick={() => pointerType.current !== 'touch' && send({ type: 'TOGGLE_PLAY' })}
        onPlay={() => send({ type: 'PLAY' })}
        onPause={() => send({ type: 'PAUSE' })}
        onEnded={() => send({ type: 'ENDED' })}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onDurationChange={(event) => Number.isFinite(event.currentTarget.duration) && setMediaDuration(event.currentTarget.duration)}
      />
      {canShowComments && commentsOn && <Comments comments={comments} running={playing} />}
      {!playing && (
        <BigPlay type="button" onClick={() => send({ type: 'PLAY' })} aria-label={t('play')} tabIndex={-1}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M8 5l11 7-11 7z" />
          </svg>
        </BigPlay>
      )}
      {state.matches({ volumeToast: 'shown' }) && <VolumeToast volume={volume} muted={muted} />}
      {seekTarget !== null && (
        <SeekToast role="status">
          {formatClock(seekTarget)} / {formatClock(duration)}
        </SeekToast>
      )}
      <ControlsBox>
        <Controls
          playing={playing}
          time={time}
          duration={duration}
          volume={volume}
          muted={muted}
          rate={rate}
          fullscreen={fullscreen}
          comments={canShowComments ? commentsOn : null}
          terminal={terminal}
          send={send}
        />
      </ControlsBox>
    </Frame>
  );
}

const ControlsBox = styled.div`
  position: absolute;
  inset: auto 0 0;
  transition: opacity 0.25s ease;
`;

const Frame = styled.div<{ $fullscreen: boolean }>`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ $fullscreen }) => ($fullscreen ? '0' : 'var(--radius-md)')};
  background: var(--color-scrim);
  /* Inline, a vertical drag scrolls the page; in fullscreen it sets the volume. */
  touch-action: ${({ $fullscreen }) => ($fullscreen ? 'none' : 'pan-y')};

  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &[data-controls='hidden'] {
    cursor: none;
  }
  &[data-controls='hidden'] ${ControlsBox} {
    opacity: 0;
    pointer-events: none;
  }
`;

/** How much of the frame's foot the control bar's controls take (its gradient above them aside). */
const CONTROLS_HEIGHT = '76px';

/**
 * Centred in the picture above the control bar and no taller than the room there: on a 320 px
 * phone the frame is 162 px tall and a centred button would lie over the progress bar.
 */
const BigPlay = styled.button`
  position: absolute;
  top: calc((100% - ${CONTROLS_HEIGHT}) / 2);
  left: 50%;
  transform: translate(-50%, -50%);
  display: grid;
  place-items: center;
  height: min(calc(var(--touch-target) * 1.5), calc(100% - ${CONTROLS_HEIGHT} - var(--space-2)));
  aspect-ratio: 1;
  padding: 0;
  border: 0;
  border-radius: var(--radius-pill);
  background: var(--color-primary);
  color: var(--color-on-primary);
  box-shadow: var(--shadow-2);
  cursor: pointer;

  svg {
    width: var(--space-7);
    height: var(--space-7);
    fill: currentColor;
  }
`;

const SeekToast = styled.div`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  padding: var(--space-2) var(--space-4);
  border-radius: var(--radius-md);
  background: var(--color-scrim);
  color: var(--color-on-scrim);
  font-variant-numeric: tabular-nums;
`;
