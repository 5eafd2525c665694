import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n';
import { ToastProvider, toast, useToast } from '../../src/platform/toast';

function SaveButton() {
  const { showToast } = useToast();
  return <button onClick={() => showToast({ title: 'Saved', icon: 'success' })}>save</button>;
}

beforeAll(() => initI18n('en-US'));
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('ToastProvider', () => {
  it('shows a title in a polite live region and hides it on hideToast', async () => {
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );
    const region = await screen.findByRole('status');
    expect(region).toHaveProperty('textContent', '');

    act(() => screen.getByRole('button', { name: 'save' }).click());
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('Success');

    act(() => toast.hideToast());
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('hides a toast by itself after its duration', async () => {
    render(<ToastProvider>{null}</ToastProvider>);
    await screen.findByRole('status');
    act(() => toast.showToast({ title: 'Brief', duration: 50 }));
    expect(await screen.findByText('Brief')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Brief')).toBeNull(), { timeout: 1000 });
  });

  it('marks a loading busy, says Loading… without a title, and masks clicks when asked', async () => {
    const { container } = render(<ToastProvider>{null}</ToastProvider>);
    await screen.findByRole('status');
    act(() => toast.showLoading({ title: '', mask: true }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(container.childElementCount).toBe(2);

    act(() => toast.hideLoading());
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('false');
    expect(container.childElementCount).toBe(1);
  });

  it('shows a toast asked for before its view is on screen once the view is up, for its whole duration', async () => {
    // A fresh toast module: the view of the tests above is mounted already.
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const fresh = await import('../../src/platform/toast');
      fresh.toast.showToast({ title: 'Early', duration: 500 });
      // The machine is loaded and the message's whole time has passed, as on a page too busy to mount the view.
      await import('../../src/platform/toastRuntime');
      await act(() => vi.advanceTimersByTimeAsync(1000));
      render(<fresh.ToastProvider>{null}</fresh.ToastProvider>);
      // Each check moves the fake clock on by 5 ms, the shown message's time included.
      await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Early'), { interval: 5 });
      await act(() => vi.advanceTimersByTimeAsync(500));
      expect(screen.getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
