import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/i18n';
import { shareRoute, type ShareLink } from '../../src/platform/share/share';
import { ShareButton } from '../../src/platform/share/ShareButton';
import { toast } from '../../src/platform/toast';

const LINK: ShareLink = { title: 'Green Energy Forum', text: 'Storage and hydrogen', url: 'https://expo.example/site/subPages/schedule/detail/index?id=805' };

/** Installs (or, with undefined, removes) a navigator method jsdom lacks. */
function stub(name: 'share' | 'canShare' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeAll(async () => {
  initI18n('en-US');
  // The toast and the sheet load lazily; loaded here, the tests' imports resolve at once.
  await Promise.all([import('../../src/platform/toastRuntime'), import('../../src/platform/share/ShareSheet')]);
});
afterEach(() => {
  for (const name of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, name);
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('shareRoute', () => {
  it('opens our sheet where the browser has no share sheet', async () => {
    await expect(shareRoute(LINK)).resolves.toBe('sheet');
  });

  it("hands the link to the system's sheet where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    stub('share', share);
    await expect(shareRoute(LINK)).resolves.toBe('native');
    expect(share).toHaveBeenCalledWith({ title: LINK.title, text: LINK.text, url: LINK.url });
  });

  it('takes a visitor closing the system sheet as done, not as a reason for ours', async () => {
    stub('share', () => Promise.reject(new DOMException('closed', 'AbortError')));
    await expect(shareRoute(LINK)).resolves.toBe('native');
  });

  it("opens ours when the system's sheet fails, or says it cannot take the data", async () => {
    stub('share', () => Promise.reject(new DOMException('no activation', 'NotAllowedError')));
    await expect(shareRoute(LINK)).resolves.toBe('sheet');
    const share = vi.fn(() => Promise.resolve());
    stub('share', share);
    stub('canShare', () => false);
    await expect(shareRoute(LINK)).resolves.toBe('sheet');
    expect(share).not.toHaveBeenCalled();
  });
});

describe('ShareButton', () => {
  function renderButton(onShared = vi.fn()) {
    render(
      <ShareButton link={LINK} onShared={onShared}>
        Share
      </ShareButton>,
    );
    return { button: screen.getByRole('button', { name: 'Share' }), onShared };
  }

  it('opens the sheet with the link as text and as a QR code when the browser has no share sheet', async () => {
    const { button } = renderButton();
    fireEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Share' });
    expect(sheet.textContent).toContain(LINK.url);
    expect(sheet.textContent).toContain(LINK.title);
    expect(screen.getByRole('img', { name: 'QR code of the link' }).tagName.toLowerCase()).toBe('svg');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('does not open the sheet when the system one took the link, and tells the holder', async () => {
    stub('share', () => Promise.resolve());
    const { button, onShared } = renderButton();
    fireEvent.click(button);
    await waitFor(() => expect(onShared).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies the link with the Clipboard API, closes the sheet and says copy success', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stub('clipboard', { writeText });
    const show = vi.spyOn(toast, 'showToast');
    const { button, onShared } = renderButton();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onShared).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(show).toHaveBeenCalledWith({ title: 'Copied', icon: 'success' }));
    expect(writeText).toHaveBeenCalledWith(LINK.url);
  });

  it('falls back to the hidden-textarea copy when the Clipboard API refuses, and says when that fails too', async () => {
    stub('clipboard', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const copied: string[] = [];
    let works = true;
    Object.defineProperty(document, 'execCommand', {
      configurable: true,
      value: () => {
        copied.push((document.activeElement as HTMLTextAreaElement).value);
        return works;
      },
    });
    const show = vi.spyOn(toast, 'showToast');
    const { button } = renderButton();
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(show).toHaveBeenLastCalledWith({ title: 'Copied', icon: 'success' }));
    expect(copied).toEqual([LINK.url]);

    works = false;
    fireEvent.click(button);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(show).toHaveBeenLastCalledWith({ title: 'Copy failed', icon: 'error' }));
  });
});
