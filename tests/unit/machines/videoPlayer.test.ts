import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  CONTROLS_HIDE_MS,
  draggedTime,
  draggedVolume,
  gestureKind,
  VIDEO_RATES,
  videoPlayerMachine,
  VOLUME_CELLS,
  VOLUME_TOAST_MS,
  volumeCells,
  type GestureStart,
  type PlayerEvent,
} from '../../../src/machines/videoPlayer';

const effects = ['play', 'pause', 'seek', 'applyVolume', 'applyRate', 'enterFullscreen', 'exitFullscreen'] as const;

function start(showComments = true) {
  const calls: { name: string; seekTarget: number | null; volume: number; muted: boolean; rate: number }[] = [];
  const actions = Object.fromEntries(
    effects.map((name) => [
      name,
      ({ context }: { context: { seekTarget: number | null; volume: number; muted: boolean; rate: number } }) =>
        calls.push({ name, seekTarget: context.seekTarget, volume: context.volume, muted: context.muted, rate: context.rate }),
    ]),
  );
  const actor = createActor(videoPlayerMachine.provide({ actions }), { input: { showComments } }).start();
  const send = (event: PlayerEvent) => actor.send(event);
  const matches = (value: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) => actor.getSnapshot().matches(value);
  const context = () => actor.getSnapshot().context;
  const names = () => calls.map((call) => call.name);
  return { actor, send, matches, context, calls, names };
}

/** A 320 × 180 player at the left of the screen showing a 60 s video at 10 s. */
const box = { left: 0, width: 320, height: 180, currentTime: 10, duration: 60 };
const touchAt = (x: number, y: number): GestureStart => ({ ...box, x, y });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('video player: effects', () => {
  it('emits what the <video> and the document must do, with the values to use', () => {
    const actor = createActor(videoPlayerMachine, { input: { showComments: false } }).start();
    const emitted: unknown[] = [];
    actor.on('*', (effect) => emitted.push(effect));
    actor.send({ type: 'PLAY' });
    actor.send({ type: 'SEEK', time: 7 });
    actor.send({ type: 'SET_VOLUME', volume: 0.3 });
    actor.send({ type: 'SET_RATE', rate: 1.25 });
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    actor.send({ type: 'PAUSE' });
    expect(emitted).toEqual([
      { type: 'play' },
      { type: 'seek', time: 7 },
      { type: 'volume', volume: 0.3, muted: false },
      { type: 'rate', rate: 1.25 },
      { type: 'enterFullscreen' },
      { type: 'exitFullscreen' },
      { type: 'pause' },
    ]);
  });
});

describe('video player: playback', () => {
  it('starts paused with its controls shown, at rate 1 and full volume', () => {
    const { matches, context } = start();
    expect(matches({ playback: 'paused', controls: 'shown', fullscreen: 'off', gesture: 'idle', volumeToast: 'hidden' })).toBe(true);
    expect(context()).toMatchObject({ rate: 1, volume: 1, muted: false });
  });

  it('plays and pauses by PLAY/PAUSE and by TOGGLE_PLAY, telling the video each time', () => {
    const { send, matches, names } = start();
    send({ type: 'PLAY' });
    expect(matches({ playback: 'playing' })).toBe(true);
    send({ type: 'PAUSE' });
    expect(matches({ playback: 'paused' })).toBe(true);
    send({ type: 'TOGGLE_PLAY' });
    expect(matches({ playback: 'playing' })).toBe(true);
    send({ type: 'TOGGLE_PLAY' });
    expect(matches({ playback: 'paused' })).toBe(true);
    expect(names()).toEqual(['play', 'pause', 'play', 'pause']);
  });

  it('ignores PAUSE when paused and PLAY when playing', () => {
    const { send, names } = start();
    send({ type: 'PAUSE' });
    send({ type: 'PLAY' });
    send({ type: 'PLAY' });
    expect(names()).toEqual(['play']);
  });

  it('goes back to paused when the video ends, without pausing it again', () => {
    const { send, matches, names } = start();
    send({ type: 'PLAY' });
    send({ type: 'ENDED' });
    expect(matches({ playback: 'paused', controls: 'shown' })).toBe(true);
    expect(names()).toEqual(['play']);
  });
});

describe('video player: controls auto-hide', () => {
  it('hides the controls after 3 s without interaction while playing', () => {
    const { send, matches } = start();
    send({ type: 'PLAY' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1);
    expect(matches({ controls: 'shown' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(matches({ controls: 'hidden' })).toBe(true);
  });

  it('keeps them while paused', () => {
    const { matches } = start();
    vi.advanceTimersByTime(CONTROLS_HIDE_MS * 3);
    expect(matches({ controls: 'shown' })).toBe(true);
  });

  it('shows them again on any interaction and restarts the 3 s', () => {
    const { send, matches } = start();
    send({ type: 'PLAY' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS);
    send({ type: 'ACTIVITY' });
    expect(matches({ controls: 'shown' })).toBe(true);
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1);
    send({ type: 'ACTIVITY' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1);
    expect(matches({ controls: 'shown' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(matches({ controls: 'hidden' })).toBe(true);
  });

  it('shows them when playback pauses or ends, and keeps them', () => {
    const { send, matches } = start();
    send({ type: 'PLAY' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS);
    send({ type: 'PAUSE' });
    expect(matches({ controls: 'shown' })).toBe(true);
    send({ type: 'PLAY' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS);
    send({ type: 'ENDED' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS);
    expect(matches({ controls: 'shown' })).toBe(true);
  });

  it('restarts the 3 s when playback starts after a pause', () => {
    const { send, matches } = start();
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 100);
    send({ type: 'PLAY' });
    vi.advanceTimersByTime(CONTROLS_HIDE_MS - 1);
    expect(matches({ controls: 'shown' })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(matches({ controls: 'hidden' })).toBe(true);
  });
});

describe('video player: fullscreen', () => {
  it('enters and leaves fullscreen by the button, asking the browser each time', () => {
    const { send, matches, names } = start();
    send({ type: 'TOGGLE_FULLSCREEN' });
    expect(matches({ fullscreen: 'on' })).toBe(true);
    send({ type: 'TOGGLE_FULLSCREEN' });
    expect(matches({ fullscreen: 'off' })).toBe(true);
    expect(names()).toEqual(['enterFullscreen', 'exitFullscreen']);
  });

  it('follows the browser when it changes fullscreen itself (Esc), without asking again', () => {
    const { send, matches, names } = start();
    send({ type: 'FULLSCREEN_CHANGED', on: true });
    expect(matches({ fullscreen: 'on' })).toBe(true);
    send({ type: 'FULLSCREEN_CHANGED', on: true });
    send({ type: 'FULLSCREEN_CHANGED', on: false });
    expect(matches({ fullscreen: 'off' })).toBe(true);
    send({ type: 'FULLSCREEN_CHANGED', on: false });
    expect(matches({ fullscreen: 'off' })).toBe(true);
    expect(names()).toEqual([]);
  });
});

describe('video player: scrolling comments', () => {
  it('starts as the module says and switches both ways', () => {
    const on = start(true);
    expect(on.matches({ comments: 'on' })).toBe(true);
    on.send({ type: 'TOGGLE_COMMENTS' });
    expect(on.matches({ comments: 'off' })).toBe(true);
    on.send({ type: 'TOGGLE_COMMENTS' });
    expect(on.matches({ comments: 'on' })).toBe(true);
    expect(start(false).matches({ comments: 'off' })).toBe(true);
  });
});

describe('video player: rate, volume and seeking by the controls', () => {
  it('accepts the rates of spec section 9 only', () => {
    expect(VIDEO_RATES).toEqual([0.5, 0.8, 1, 1.25, 1.5, 2]);
    const { send, context, names } = start();
    for (const rate of VIDEO_RATES) {
      send({ type: 'SET_RATE', rate });
      expect(context().rate).toBe(rate);
    }
    send({ type: 'SET_RATE', rate: 3 });
    expect(context().rate).toBe(2);
    expect(names()).toEqual(VIDEO_RATES.map(() => 'applyRate'));
  });

  it('sets the volume within 0 to 1, muting at 0, and toggles mute', () => {
    const { send, context, calls } = start();
    send({ type: 'SET_VOLUME', volume: 0.4 });
    expect(context()).toMatchObject({ volume: 0.4, muted: false });
    send({ type: 'SET_VOLUME', volume: 1.7 });
    expect(context().volume).toBe(1);
    send({ type: 'SET_VOLUME', volume: 0 });
    expect(context()).toMatchObject({ volume: 0, muted: true });
    send({ type: 'SET_VOLUME', volume: 0.5 });
    send({ type: 'TOGGLE_MUTE' });
    expect(context().muted).toBe(true);
    send({ type: 'TOGGLE_MUTE' });
    expect(context().muted).toBe(false);
    expect(calls.every((call) => call.name === 'applyVolume')).toBe(true);
  });

  it('seeks to a time and forgets it afterwards', () => {
    const { send, context, calls } = start();
    send({ type: 'SEEK', time: 12.5 });
    expect(calls).toEqual([expect.objectContaining({ name: 'seek', seekTarget: 12.5 })]);
    expect(context().seekTarget).toBeNull();
  });
});

describe('video player: touch gestures', () => {
  it('reads a touch as undecided within 10 px, then seek, volume (right half) or nothing (left half)', () => {
    expect(gestureKind(touchAt(100, 100), { x: 106, y: 108 })).toBe('undecided');
    expect(gestureKind(touchAt(100, 100), { x: 140, y: 110 })).toBe('seek');
    expect(gestureKind(touchAt(250, 100), { x: 252, y: 60 })).toBe('volume');
    expect(gestureKind(touchAt(100, 100), { x: 102, y: 60 })).toBe('none');
  });

  it('maps drags to volume (full height = full range) and time (full width = whole video)', () => {
    expect(draggedVolume(0.5, touchAt(250, 100), 10)).toBe(1);
    expect(draggedVolume(0.5, touchAt(250, 100), 145)).toBe(0.25);
    expect(draggedTime(touchAt(100, 100), 260)).toBe(40);
    expect(draggedTime(touchAt(100, 100), -500)).toBe(0);
    expect(draggedTime({ ...touchAt(100, 100), duration: Number.NaN }, 260)).toBe(10);
  });

  it('seeks by a horizontal drag: the target follows the finger, the video seeks when it lifts', () => {
    const { send, matches, context, calls } = start();
    send({ type: 'GESTURE_START', ...touchAt(100, 100) });
    expect(matches({ gesture: 'undecided' })).toBe(true);
    send({ type: 'GESTURE_MOVE', x: 104, y: 102 });
    expect(matches({ gesture: 'undecided' })).toBe(true);
    send({ type: 'GESTURE_MOVE', x: 180, y: 104 });
    expect(matches({ gesture: 'seeking' })).toBe(true);
    expect(context().seekTarget).toBe(25);
    send({ type: 'GESTURE_MOVE', x: 260, y: 90 });
    expect(context().seekTarget).toBe(40);
    expect(calls).toEqual([]);
    send({ type: 'GESTURE_END' });
    expect(matches({ gesture: 'idle' })).toBe(true);
    expect(calls).toEqual([expect.objectContaining({ name: 'seek', seekTarget: 40 })]);
    expect(context()).toMatchObject({ seekTarget: null, gesture: null });
  });

  it('sets the volume by a vertical drag on the right half in fullscreen, with the 10-cell toast', () => {
    const { send, matches, context, names } = start();
    send({ type: 'SET_VOLUME', volume: 0.5 });
    send({ type: 'FULLSCREEN_CHANGED', on: true });
    send({ type: 'GESTURE_START', ...touchAt(250, 100) });
    send({ type: 'GESTURE_MOVE', x: 252, y: 64 });
    expect(matches({ gesture: 'volume', volumeToast: 'shown' })).toBe(true);
    expect(context().volume).toBeCloseTo(0.7);
    expect(volumeCells(context().volume)).toBe(7);
    // The toast stays while the finger rests, and a moment after it lifts.
    vi.advanceTimersByTime(VOLUME_TOAST_MS * 2);
    expect(matches({ volumeToast: 'shown' })).toBe(true);
    send({ type: 'GESTURE_END' });
    expect(matches({ gesture: 'idle', volumeToast: 'shown' })).toBe(true);
    vi.advanceTimersByTime(VOLUME_TOAST_MS);
    expect(matches({ volumeToast: 'hidden' })).toBe(true);
    expect(names()).toEqual(['applyVolume', 'applyVolume']);
  });

  it('starts a volume drag from silence when muted, and unmutes', () => {
    const { send, context } = start();
    send({ type: 'TOGGLE_MUTE' });
    send({ type: 'FULLSCREEN_CHANGED', on: true });
    send({ type: 'GESTURE_START', ...touchAt(250, 100) });
    send({ type: 'GESTURE_MOVE', x: 250, y: 82 });
    expect(context()).toMatchObject({ muted: false });
    expect(context().volume).toBeCloseTo(0.1);
  });

  it('ignores a vertical drag inline (the page scrolls) and on the left half', () => {
    const inline = start();
    inline.send({ type: 'GESTURE_START', ...touchAt(250, 100) });
    inline.send({ type: 'GESTURE_MOVE', x: 250, y: 40 });
    expect(inline.matches({ gesture: 'ignored' })).toBe(true);
    inline.send({ type: 'GESTURE_MOVE', x: 400, y: 40 });
    expect(inline.matches({ gesture: 'ignored' })).toBe(true);
    inline.send({ type: 'GESTURE_END' });
    expect(inline.matches({ gesture: 'idle' })).toBe(true);

    const left = start();
    left.send({ type: 'FULLSCREEN_CHANGED', on: true });
    left.send({ type: 'GESTURE_START', ...touchAt(60, 100) });
    left.send({ type: 'GESTURE_MOVE', x: 60, y: 40 });
    expect(left.matches({ gesture: 'ignored' })).toBe(true);
    expect(left.context().volume).toBe(1);
    expect(left.names()).toEqual([]);
  });

  it('treats a touch that never travelled as no gesture', () => {
    const { send, matches, names } = start();
    send({ type: 'GESTURE_START', ...touchAt(100, 100) });
    send({ type: 'GESTURE_END' });
    expect(matches({ gesture: 'idle' })).toBe(true);
    expect(names()).toEqual([]);
  });

  it('fills the toast’s cells in tenths, none when muted', () => {
    expect(VOLUME_CELLS).toBe(10);
    expect(volumeCells(0)).toBe(0);
    expect(volumeCells(0.44)).toBe(4);
    expect(volumeCells(1)).toBe(10);
    expect(volumeCells(0.8, true)).toBe(0);
  });
});
