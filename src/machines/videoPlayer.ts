import { and, assign, emit, not, or, raise, setup, stateIn } from 'xstate';

/** Spec section 9: video rates 0.5, 0.8, 1, 1.25, 1.5, 2. */
export const VIDEO_RATES = [0.5, 0.8, 1, 1.25, 1.5, 2] as const;
export type VideoRate = (typeof VIDEO_RATES)[number];
/** Spec section 4: the controls hide after 3 s without interaction while playing. */
export const CONTROLS_HIDE_MS = 3000;
/** Spec section 9: the volume toast is a grid of 10 cells. */
export const VOLUME_CELLS = 10;
/** How long the volume toast stays after the last change. */
export const VOLUME_TOAST_MS = 1000;
/** A touch must travel this far before it counts as a gesture (spec section 9: movement over 10 px cancels a press). */
export const GESTURE_START_PX = 10;

/** Where a touch began, and what it may change. */
export interface GestureStart {
  x: number;
  y: number;
  /** The player's box on screen. */
  left: number;
  width: number;
  height: number;
  currentTime: number;
  duration: number;
}

export interface PlayerContext {
  rate: VideoRate;
  /** 0 to 1. */
  volume: number;
  muted: boolean;
  gesture: (GestureStart & { volume: number }) | null;
  /** Where the player should seek to: set by SEEK and by a horizontal drag while it lasts. */
  seekTarget: number | null;
  /** Whether scrolling comments start switched on (the module's setting). */
  commentsAtStart: boolean;
}

export type PlayerEvent =
  | { type: 'PLAY' }
  | { type: 'PAUSE' }
  | { type: 'TOGGLE_PLAY' }
  | { type: 'ENDED' }
  | { type: 'ACTIVITY' }
  | { type: 'TOGGLE_FULLSCREEN' }
  | { type: 'FULLSCREEN_CHANGED'; on: boolean }
  | { type: 'TOGGLE_COMMENTS' }
  | { type: 'SET_RATE'; rate: number }
  | { type: 'SET_VOLUME'; volume: number }
  | { type: 'TOGGLE_MUTE' }
  | { type: 'SEEK'; time: number }
  | ({ type: 'GESTURE_START' } & GestureStart)
  | { type: 'GESTURE_MOVE'; x: number; y: number }
  | { type: 'GESTURE_END' }
  | { type: 'VOLUME_TOAST' };

export type GestureKind = 'undecided' | 'seek' | 'volume' | 'none';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * What a touch that began at `start` and is now at `point` does: nothing until it travelled the
 * gesture threshold; then a mostly horizontal drag seeks, a vertical one on the right half sets
 * the volume, and a vertical one on the left half does nothing.
 */
export function gestureKind(start: GestureStart, point: { x: number; y: number }): GestureKind {
  const dx = point.x - start.x;
  const dy = point.y - start.y;
  if (Math.hypot(dx, dy) <= GESTURE_START_PX) return 'undecided';
  if (Math.abs(dx) > Math.abs(dy)) return 'seek';
  const rightHalf = start.x - start.left >= start.width / 2;
  return rightHalf ? 'volume' : 'none';
}

/** The volume after a vertical drag: the player's full height is the whole range, up is louder. */
export function draggedVolume(startVolume: number, start: GestureStart, y: number): number {
  if (start.height <= 0) return startVolume;
  return clamp(startVolume + (start.y - y) / start.height, 0, 1);
}

/** The time after a horizontal drag: the player's full width is the whole video. */
export function draggedTime(start: GestureStart, x: number): number {
  if (start.width <= 0 || !(start.duration > 0)) return start.currentTime;
  return clamp(start.currentTime + ((x - start.x) / start.width) * start.duration, 0, start.duration);
}

/** How many of the toast's cells a volume fills. */
export function volumeCells(volume: number, muted = false): number {
  return muted ? 0 : Math.round(clamp(volume, 0, 1) * VOLUME_CELLS);
}

export const isVideoRate = (rate: number): rate is VideoRate => (VIDEO_RATES as readonly number[]).includes(rate);

/** What the player asks of the <video> and the document; the component carries it out (`actor.on`). */
export type PlayerEffect =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'seek'; time: number }
  | { type: 'volume'; volume: number; muted: boolean }
  | { type: 'rate'; rate: VideoRate }
  | { type: 'enterFullscreen' }
  | { type: 'exitFullscreen' };

/** A guard: the move event makes the touch the given kind of gesture. */
const moveIs =
  (kind: GestureKind) =>
  ({ context, event }: { context: PlayerContext; event: PlayerEvent }) =>
    event.type === 'GESTURE_MOVE' && context.gesture !== null && gestureKind(context.gesture, event) === kind;

/**
 * Any interaction, and any change of playback, shows the controls and restarts the 3 s. Handled
 * in the region's own states: a transition on the region itself would exit every region.
 */
const showControls = {
  ACTIVITY: { target: 'shown', reenter: true },
  PLAY: { target: 'shown', reenter: true },
  PAUSE: { target: 'shown', reenter: true },
  TOGGLE_PLAY: { target: 'shown', reenter: true },
  ENDED: { target: 'shown', reenter: true },
} as const;

/**
 * The video player of spec section 4, in parallel regions: playback (paused, playing), the
 * controls (shown, hidden after 3 s without interaction while playing), fullscreen, scrolling
 * comments, touch gestures (seek by horizontal drag, volume by vertical drag on the right half
 * in fullscreen) and the volume toast. The machine holds the intent; its effects on the
 * <video> and the document are emitted (PlayerEffect) by the actions `play`, `pause`, `seek`,
 * `applyVolume`, `applyRate`, `enterFullscreen` and `exitFullscreen`.
 */
export const videoPlayerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    input: {} as { showComments: boolean },
    emitted: {} as PlayerEffect,
  },
  actions: {
    play: emit({ type: 'play' }),
    pause: emit({ type: 'pause' }),
    seek: emit(({ context }) => ({ type: 'seek' as const, time: context.seekTarget ?? 0 })),
    applyVolume: emit(({ context }) => ({ type: 'volume' as const, volume: context.volume, muted: context.muted })),
    applyRate: emit(({ context }) => ({ type: 'rate' as const, rate: context.rate })),
    enterFullscreen: emit({ type: 'enterFullscreen' }),
    exitFullscreen: emit({ type: 'exitFullscreen' }),
    setRate: assign({ rate: ({ context, event }) => (event.type === 'SET_RATE' && isVideoRate(event.rate) ? event.rate : context.rate) }),
    setVolume: assign({
      volume: ({ context, event }) => (event.type === 'SET_VOLUME' ? clamp(event.volume, 0, 1) : context.volume),
      muted: ({ context, event }) => (event.type === 'SET_VOLUME' ? event.volume <= 0 : context.muted),
    }),
    toggleMute: assign({ muted: ({ context }) => !context.muted }),
    setSeekTarget: assign({ seekTarget: ({ context, event }) => (event.type === 'SEEK' ? Math.max(0, event.time) : context.seekTarget) }),
    beginGesture: assign({
      gesture: ({ context, event }) => (event.type === 'GESTURE_START' ? { ...event, volume: context.muted ? 0 : context.volume } : context.gesture),
    }),
    dragVolume: assign({
      volume: ({ context, event }) => (context.gesture && event.type === 'GESTURE_MOVE' ? draggedVolume(context.gesture.volume, context.gesture, event.y) : context.volume),
      muted: false,
    }),
    dragTime: assign({
      seekTarget: ({ context, event }) => (context.gesture && event.type === 'GESTURE_MOVE' ? draggedTime(context.gesture, event.x) : context.seekTarget),
    }),
    endGesture: assign({ gesture: null }),
    clearSeekTarget: assign({ seekTarget: null }),
    showVolumeToast: raise({ type: 'VOLUME_TOAST' }),
  },
  guards: {
    isPlaying: stateIn({ playback: 'playing' }),
    validRate: ({ event }) => event.type === 'SET_RATE' && isVideoRate(event.rate),
    seekMove: moveIs('seek'),
    volumeMove: moveIs('volume'),
    otherMove: moveIs('none'),
    commentsAtStart: ({ context }) => context.commentsAtStart,
    fullscreenOn: ({ event }) => event.type === 'FULLSCREEN_CHANGED' && event.on,
    fullscreenOff: ({ event }) => event.type === 'FULLSCREEN_CHANGED' && !event.on,
  },
  delays: {
    hideControls: CONTROLS_HIDE_MS,
    hideVolumeToast: VOLUME_TOAST_MS,
  },
}).createMachine({
  id: 'videoPlayer',
  type: 'parallel',
  context: ({ input }) => ({ rate: 1, volume: 1, muted: false, gesture: null, seekTarget: null, commentsAtStart: input.showComments }),
  on: {
    SET_RATE: { guard: 'validRate', actions: ['setRate', 'applyRate'] },
    SET_VOLUME: { actions: ['setVolume', 'applyVolume'] },
    TOGGLE_MUTE: { actions: ['toggleMute', 'applyVolume'] },
    SEEK: { actions: ['setSeekTarget', 'seek', 'clearSeekTarget'] },
  },
  states: {
    playback: {
      initial: 'paused',
      states: {
        paused: { on: { PLAY: { target: 'playing', actions: 'play' }, TOGGLE_PLAY: { target: 'playing', actions: 'play' } } },
        playing: {
          on: {
            PAUSE: { target: 'paused', actions: 'pause' },
            TOGGLE_PLAY: { target: 'paused', actions: 'pause' },
            ENDED: { target: 'paused' },
          },
        },
      },
    },
    controls: {
      initial: 'shown',
      states: {
        shown: { after: { hideControls: { target: 'hidden', guard: 'isPlaying' } }, on: showControls },
        hidden: { on: showControls },
      },
    },
    fullscreen: {
      initial: 'off',
      states: {
        off: {
          on: {
            TOGGLE_FULLSCREEN: { target: 'on', actions: 'enterFullscreen' },
            FULLSCREEN_CHANGED: { guard: 'fullscreenOn', target: 'on' },
          },
        },
        on: {
          on: {
            TOGGLE_FULLSCREEN: { target: 'off', actions: 'exitFullscreen' },
            FULLSCREEN_CHANGED: { guard: 'fullscreenOff', target: 'off' },
          },
        },
      },
    },
    comments: {
      initial: 'decide',
      states: {
        decide: { always: [{ guard: 'commentsAtStart', target: 'on' }, { target: 'off' }] },
        on: { on: { TOGGLE_COMMENTS: 'off' } },
        off: { on: { TOGGLE_COMMENTS: 'on' } },
      },
    },
    gesture: {
      initial: 'idle',
      states: {
        idle: { on: { GESTURE_START: { target: 'undecided', actions: 'beginGesture' } } },
        undecided: {
          on: {
            GESTURE_MOVE: [
              { guard: 'seekMove', target: 'seeking', actions: 'dragTime' },
              // Volume by drag only in fullscreen: inline, a vertical drag scrolls the page.
              { guard: and(['volumeMove', stateIn({ fullscreen: 'on' })]), target: 'volume', actions: ['dragVolume', 'applyVolume', 'showVolumeToast'] },
              { guard: or(['volumeMove', 'otherMove']), target: 'ignored' },
            ],
            GESTURE_END: { target: 'idle', actions: 'endGesture' },
          },
        },
        seeking: {
          on: {
            GESTURE_MOVE: { actions: 'dragTime' },
            GESTURE_END: { target: 'idle', actions: ['seek', 'clearSeekTarget', 'endGesture'] },
          },
        },
        volume: {
          on: {
            GESTURE_MOVE: { actions: ['dragVolume', 'applyVolume', 'showVolumeToast'] },
            // The toast stays a moment after the finger lifts.
            GESTURE_END: { target: 'idle', actions: ['endGesture', 'showVolumeToast'] },
          },
        },
        ignored: { on: { GESTURE_END: { target: 'idle', actions: 'endGesture' } } },
      },
    },
    volumeToast: {
      initial: 'hidden',
      states: {
        hidden: { on: { VOLUME_TOAST: 'shown' } },
        // Not while a finger is still setting the volume; its lifting restarts the timer.
        shown: {
          after: { hideVolumeToast: { target: 'hidden', guard: not(stateIn({ gesture: 'volume' })) } },
          on: { VOLUME_TOAST: { target: 'shown', reenter: true } },
        },
      },
    },
  },
});
