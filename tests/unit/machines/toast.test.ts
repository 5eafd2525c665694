import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  DEFAULT_TOAST_ICON,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_SHOW_DELAY_MS,
  VISIBLE_TAG,
  toastMachine,
  type ToastEvent,
} from '../../../src/machines/toast';

function start() {
  const actor = createActor(toastMachine).start();
  const send = (event: ToastEvent) => actor.send(event);
  const visible = () => actor.getSnapshot().hasTag(VISIBLE_TAG);
  const message = () => actor.getSnapshot().context.message;
  return { actor, send, visible, message };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toast machine: showing', () => {
  it('starts hidden with no message', () => {
    const { actor, visible, message } = start();
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(visible()).toBe(false);
    expect(message()).toBeNull();
  });

  it('goes from hidden to visible after the 10 ms show delay', () => {
    const { send, visible, message } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    expect(message()?.title).toBe('Saved');
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS - 1);
    expect(visible()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(true);
  });

  it('fills in the defaults: 1500 ms, success icon, no mask', () => {
    const { send, message } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    expect(message()).toEqual({ kind: 'toast', title: 'Saved', icon: DEFAULT_TOAST_ICON, duration: TOAST_DEFAULT_DURATION_MS, mask: false });
  });

  it('keeps the image and mask it was given', () => {
    const { send, message } = start();
    send({ type: 'SHOW_TOAST', title: 'Hi', image: '/a.png', mask: true });
    expect(message()).toMatchObject({ image: '/a.png', mask: true });
  });
});

describe('toast machine: icons', () => {
  it.each(['success', 'error', 'loading', 'none'])('accepts the allowed icon %s', (icon) => {
    const { send, message } = start();
    send({ type: 'SHOW_TOAST', title: 'x', icon });
    expect(message()?.icon).toBe(icon);
  });

  it.each(['warning', '', 'SUCCESS'])('falls back to success for the unknown icon %j', (icon) => {
    const { send, message } = start();
    send({ type: 'SHOW_TOAST', title: 'x', icon });
    expect(message()?.icon).toBe('success');
  });
});

describe('toast machine: auto-hide', () => {
  it('hides a toast after the default 1500 ms on screen', () => {
    const { actor, send, visible, message } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(message()).toBeNull();
  });

  it('honours a custom duration', () => {
    const { send, visible } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved', duration: 3000 });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS + 2999);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });

  it('never hides a loading indicator by itself', () => {
    const { send, visible, message } = start();
    send({ type: 'SHOW_LOADING', title: 'Loading' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(visible()).toBe(true);
    expect(message()).toMatchObject({ kind: 'loading', title: 'Loading', icon: 'loading' });
  });
});

describe('toast machine: hiding', () => {
  it('hideToast hides a shown toast at once', () => {
    const { actor, send, visible } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    send({ type: 'HIDE_TOAST' });
    expect(visible()).toBe(false);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('hideToast during the show delay cancels the toast before it appears', () => {
    const { send, visible } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    send({ type: 'HIDE_TOAST' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS * 10);
    expect(visible()).toBe(false);
  });

  it('hideLoading hides a shown loading', () => {
    const { actor, send } = start();
    send({ type: 'SHOW_LOADING', title: 'Loading' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    send({ type: 'HIDE_LOADING' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });
});

describe('toast machine: replacing', () => {
  it('a new toast replaces the shown one in place and restarts the duration', () => {
    const { send, visible, message } = start();
    send({ type: 'SHOW_TOAST', title: 'First' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS + 1000);
    send({ type: 'SHOW_TOAST', title: 'Second', icon: 'error' });
    expect(visible()).toBe(true);
    expect(message()).toMatchObject({ title: 'Second', icon: 'error' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1);
    expect(visible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visible()).toBe(false);
  });

  it('a toast replaces a loading, and then auto-hides', () => {
    const { send, visible, message } = start();
    send({ type: 'SHOW_LOADING', title: 'Loading' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    send({ type: 'SHOW_TOAST', title: 'Done' });
    expect(message()?.kind).toBe('toast');
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS);
    expect(visible()).toBe(false);
  });

  it('a loading replaces a toast, and then stays', () => {
    const { send, visible, message } = start();
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    send({ type: 'SHOW_LOADING', title: 'Loading' });
    expect(message()?.kind).toBe('loading');
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS * 10);
    expect(visible()).toBe(true);
  });

  it('a show during the show delay replaces the pending message', () => {
    const { send, visible, message } = start();
    send({ type: 'SHOW_TOAST', title: 'First' });
    send({ type: 'SHOW_LOADING', title: 'Second' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
    expect(visible()).toBe(true);
    expect(message()).toMatchObject({ kind: 'loading', title: 'Second' });
  });
});

describe('toast machine: unpaired hides', () => {
  function expectUnpaired(setUp: (send: (event: ToastEvent) => void) => void, hide: ToastEvent, name: string) {
    const { actor, send } = start();
    setUp(send);
    const before = actor.getSnapshot();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    send(hide);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(name);
    expect(warn.mock.calls[0]?.[0]).toContain('unpaired');
    const after = actor.getSnapshot();
    expect(after.value).toEqual(before.value);
    expect(after.context).toEqual(before.context);
  }
  const showLoading = (send: (event: ToastEvent) => void) => {
    send({ type: 'SHOW_LOADING', title: 'Loading' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
  };
  const showToast = (send: (event: ToastEvent) => void) => {
    send({ type: 'SHOW_TOAST', title: 'Saved' });
    vi.advanceTimersByTime(TOAST_SHOW_DELAY_MS);
  };

  it('hideToast with nothing shown', () => expectUnpaired(() => {}, { type: 'HIDE_TOAST' }, 'hideToast'));
  it('hideToast while a loading is shown', () => expectUnpaired(showLoading, { type: 'HIDE_TOAST' }, 'hideToast'));
  it('hideLoading with nothing shown', () => expectUnpaired(() => {}, { type: 'HIDE_LOADING' }, 'hideLoading'));
  it('hideLoading while a toast is shown', () => expectUnpaired(showToast, { type: 'HIDE_LOADING' }, 'hideLoading'));

  it('an unpaired hideToast leaves the loading on screen for good', () => {
    const { send, visible } = start();
    showLoading(send);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    send({ type: 'HIDE_TOAST' });
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS * 10);
    expect(visible()).toBe(true);
  });
});
