import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_MS } from '../../../src/machines/videoPlayer';
import { videoExamples } from '../../../src/modules/video/example';
import { replayFetch } from '../support/replayFetch';
import { renderMaterial } from './material';

const example = videoExamples['en-US'];

const player = () => screen.getByRole('group', { name: /^Video player:/ });
const video = () => player().querySelector('video')!;

beforeAll(() => vi.stubGlobal('fetch', replayFetch));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  // jsdom plays nothing: a play that starts at once, a pause that stops, as a browser reports them.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('video module', () => {
  it('wraps a native video with its poster, inline and loading metadata only', async () => {
    await renderMaterial(example, 'pc');
    expect(player().getAttribute('aria-label')).toBe('Video player: MITE 2026 teaser');
    expect(video().getAttribute('poster')).toBe('/files/demo-expo/poster-teaser.svg');
    expect(video().hasAttribute('playsinline')).toBe(true);
    expect(video().getAttribute('preload')).toBe('metadata');
    expect(video().hasAttribute('controls')).toBe(false);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Highlights', 'Forums']);
  });

  it('plays the video chosen from the cards', async () => {
    await renderMaterial(example, 'pc');
    fireEvent.click(screen.getByRole('button', { name: 'Play Three-minute hall tour' }));
    expect(player().getAttribute('aria-label')).toBe('Video player: Three-minute hall tour');
    expect(screen.getByRole('button', { name: 'Play Three-minute hall tour' }).getAttribute('aria-current')).toBe('true');
  });

  it('plays and pauses from its own button, and hides the controls after 3 s of playing', async () => {
    await renderMaterial(example, 'pc');
    vi.useFakeTimers();
    const controls = within(player());
    fireEvent.click(controls.getAllByRole('button', { name: 'Play' }).at(-1)!);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(controls.getByRole('button', { name: 'Pause' })).toBeTruthy();
    expect(player().dataset.controls).toBe('shown');
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS));
    expect(player().dataset.controls).toBe('hidden');
    fireEvent.pointerMove(player(), { pointerType: 'mouse' });
    expect(player().dataset.controls).toBe('shown');
    fireEvent.click(controls.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(CONTROLS_HIDE_MS * 2));
    expect(player().dataset.controls).toBe('shown');
  });

  it('sets the playback rate from the six rates of spec section 9', async () => {
    await renderMaterial(example, 'pc');
    const rate = within(player()).getByRole('combobox', { name: 'Playback speed' });
    expect([...rate.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['0.5×', '0.8×', '1×', '1.25×', '1.5×', '2×']);
    fireEvent.change(rate, { target: { value: '1.5' } });
    expect(video().playbackRate).toBe(1.5);
  });

  it('seeks by the progress range and mutes by its button', async () => {
    await renderMaterial(example, 'pc');
    const progress = within(player()).getByRole('slider', { name: 'Progress' });
    expect(progress.getAttribute('max')).toBe('3');
    fireEvent.change(progress, { target: { value: '1.5' } });
    expect(video().currentTime).toBe(1.5);
    fireEvent.click(within(player()).getByRole('button', { name: 'Mute' }));
    expect(video().muted).toBe(true);
    expect(within(player()).getByRole('button', { name: 'Unmute' })).toBeTruthy();
  });

  it('runs the file’s and the module’s comments, and switches them off', async () => {
    await renderMaterial(example, 'pc');
    const comments = within(player()).getByTestId('video-comments');
    expect([...comments.children].map((comment) => comment.textContent)).toEqual([
      'See you in Macao!',
      'Counting down to 22 October',
      'Hall A looks amazing',
      'Great lineup this year',
      'Welcome to MITE 2026!',
    ]);
    const toggle = within(player()).getByRole('button', { name: 'Scrolling comments' });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(within(player()).queryByTestId('video-comments')).toBeNull();
  });

  it('shows no moving comments, and no switch for them, under prefers-reduced-motion', async () => {
    // jsdom has no matchMedia; this one says the visitor asked for less motion.
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    try {
      await renderMaterial(example, 'mobile');
      expect(within(player()).queryByTestId('video-comments')).toBeNull();
      expect(within(player()).queryByRole('button', { name: 'Scrolling comments' })).toBeNull();
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('asks the browser for fullscreen on the player, and follows it back', async () => {
    await renderMaterial(example, 'mobile');
    const request = vi.fn(() => Promise.resolve());
    player().requestFullscreen = request;
    const button = within(player()).getByRole('button', { name: 'Full screen' });
    fireEvent.click(button);
    expect(request).toHaveBeenCalled();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    act(() => void document.dispatchEvent(new Event('fullscreenchange')));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('seeks by a horizontal touch drag, showing the target while dragging', async () => {
    await renderMaterial(example, 'mobile');
    vi.spyOn(player(), 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 300, height: 169, right: 300, bottom: 169, x: 0, y: 0, toJSON: () => ({}) });
    const touch = { pointerType: 'touch', pointerId: 1 };
    fireEvent.pointerDown(video(), { ...touch, clientX: 0, clientY: 80 });
    fireEvent.pointerMove(video(), { ...touch, clientX: 200, clientY: 84 });
    // The drag's render can land after the event returns: wait for the seek target to show.
    expect((await within(player()).findByRole('status')).textContent).toBe('0:02 / 0:03');
    fireEvent.pointerUp(video(), { ...touch, clientX: 200, clientY: 84 });
    expect(video().currentTime).toBe(2);
  });

  it('has no volume range on phones (the device has its buttons)', async () => {
    await renderMaterial(example, 'mobile');
    expect(within(player()).queryByRole('slider', { name: 'Volume' })).toBeNull();
  });
});
