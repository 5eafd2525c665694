import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pictureExamples } from '../../../src/modules/picture/example';
import { DOUBLE_TAP_MS } from '../../../src/modules/picture/preview';
import { replayFetch } from '../support/replayFetch';
import { renderMaterial } from './material';

const example = pictureExamples['en-US'];

function thumbnails() {
  return screen.getAllByRole('button', { name: /^Open picture:/ });
}

function openPreview(index = 0) {
  fireEvent.click(thumbnails()[index]!);
  return screen.getByRole('dialog');
}

function previewImage(dialog: HTMLElement) {
  return dialog.querySelector('img')!;
}

beforeAll(() => vi.stubGlobal('fetch', replayFetch));
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe('picture module', () => {
  it('shows the groups as tabs and the first group’s pictures in boxes of the chosen ratio, lazily', async () => {
    await renderMaterial(example, 'pc');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Exhibition halls', 'Opening ceremony']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(thumbnails()).toHaveLength(6);
    expect(thumbnails()[0]!.style.aspectRatio).toBe('4 / 3');
    expect(thumbnails()[0]!.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]!.id);
    expect(screen.getByText('No more items')).toBeTruthy();
  });

  it('moves between groups with the arrow keys', async () => {
    await renderMaterial(example, 'pc');
    fireEvent.keyDown(screen.getAllByRole('tab')[0]!, { key: 'ArrowRight' });
    await waitFor(() => expect(thumbnails()).toHaveLength(4));
    const second = screen.getAllByRole('tab')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(second.tabIndex).toBe(0);
  });

  it('opens the preview over a locked page and gives both back on Escape', async () => {
    await renderMaterial(example, 'pc');
    document.body.style.overflow = 'auto';
    const dialog = openPreview(1);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(previewImage(dialog).getAttribute('alt')).toBe('Business matching lounge');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.activeElement).toBe(thumbnails()[1]);
  });

  it('gives focus back to the thumbnail of the picture last shown', async () => {
    await renderMaterial(example, 'pc');
    const dialog = openPreview(0);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close preview' }));
    expect(document.activeElement).toBe(thumbnails()[1]);
  });

  it('goes through the pictures with the arrow keys and buttons, round the ends', async () => {
    await renderMaterial(example, 'pc');
    const dialog = openPreview(0);
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(within(dialog).getByText('6 / 6')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByText('2 / 6')).toBeTruthy();
    expect(previewImage(dialog).getAttribute('alt')).toBe('Business matching lounge');
  });

  it('zooms with the buttons and keys between 1 and 4, and a new picture starts at 1', async () => {
    await renderMaterial(example, 'pc');
    const dialog = openPreview(0);
    const zoomIn = within(dialog).getByRole('button', { name: 'Zoom in' });
    for (let step = 0; step < 8; step += 1) fireEvent.click(zoomIn);
    expect(previewImage(dialog).dataset.scale).toBe('4');
    expect(zoomIn.getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(dialog, { key: '-' });
    expect(previewImage(dialog).dataset.scale).toBe('3.5');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(previewImage(dialog).dataset.scale).toBe('1');
  });

  it('keeps Tab inside the preview', async () => {
    await renderMaterial(example, 'pc');
    const dialog = openPreview(0);
    const buttons = within(dialog).getAllByRole('button');
    buttons.at(-1)!.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(buttons.at(-1));
  });

  describe('pointer', () => {
    function press(stage: HTMLElement, from: [number, number], to: [number, number], pointerId = 1) {
      fireEvent.pointerDown(stage, { pointerId, clientX: from[0], clientY: from[1], button: 0, pointerType: 'mouse' });
      fireEvent.pointerMove(stage, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'mouse' });
      fireEvent.pointerUp(stage, { pointerId, clientX: to[0], clientY: to[1], pointerType: 'mouse' });
    }

    it('closes on a click that moved 20 px or less, once no second tap came', async () => {
      await renderMaterial(example, 'pc');
      vi.useFakeTimers();
      try {
        const dialog = openPreview(0);
        press(within(dialog).getByTestId('preview-stage'), [100, 100], [112, 116]);
        expect(screen.getByRole('dialog')).toBeTruthy();
        act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS));
        expect(screen.queryByRole('dialog')).toBeNull();
      } finally {
        vi.useRealTimers();
      }
    });

    it('stays open after a press that moved more than 20 px', async () => {
      await renderMaterial(example, 'pc');
      vi.useFakeTimers();
      try {
        const dialog = openPreview(0);
        press(within(dialog).getByTestId('preview-stage'), [100, 100], [130, 100]);
        act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS * 2));
        expect(screen.getByRole('dialog')).toBeTruthy();
      } finally {
        vi.useRealTimers();
      }
    });

    it('toggles the zoom on a double tap instead of closing', async () => {
      await renderMaterial(example, 'pc');
      vi.useFakeTimers();
      try {
        const dialog = openPreview(0);
        const stage = within(dialog).getByTestId('preview-stage');
        press(stage, [100, 100], [100, 100]);
        press(stage, [102, 101], [102, 101]);
        act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS * 2));
        expect(previewImage(screen.getByRole('dialog')).dataset.scale).toBe('2');
      } finally {
        vi.useRealTimers();
      }
    });

    it('pinches to zoom with two fingers and never closes on it', async () => {
      await renderMaterial(example, 'mobile');
      vi.useFakeTimers();
      try {
        const dialog = openPreview(0);
        const stage = within(dialog).getByTestId('preview-stage');
        const touch = { pointerType: 'touch' };
        fireEvent.pointerDown(stage, { ...touch, pointerId: 1, clientX: 100, clientY: 100 });
        fireEvent.pointerDown(stage, { ...touch, pointerId: 2, clientX: 200, clientY: 100 });
        fireEvent.pointerMove(stage, { ...touch, pointerId: 2, clientX: 400, clientY: 100 });
        fireEvent.pointerUp(stage, { ...touch, pointerId: 2, clientX: 400, clientY: 100 });
        fireEvent.pointerUp(stage, { ...touch, pointerId: 1, clientX: 100, clientY: 100 });
        act(() => vi.advanceTimersByTime(DOUBLE_TAP_MS * 2));
        expect(previewImage(screen.getByRole('dialog')).dataset.scale).toBe('3');
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('shows two columns on phones', async () => {
    await renderMaterial(example, 'mobile');
    expect(getComputedStyle(screen.getAllByRole('list')[0]!).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  });

  it('loads the next 100 pictures on demand and then says there are no more', async () => {
    const pages: number[] = [];
    const fetchPages = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (!url.endsWith('/Material/GetFileListInGroup')) return replayFetch(input, init);
      const body = JSON.parse(String(init?.body)) as { pageNo: number; pageSize: number };
      pages.push(body.pageNo);
      const count = body.pageNo === 1 ? body.pageSize : 3;
      const list = Array.from({ length: count }, (_, index) => ({ id: `${body.pageNo}-${index}`, name: `Picture ${body.pageNo}-${index}`, url: '/p.svg' }));
      return new Response(JSON.stringify({ isSuccess: true, returnObj: { total: 103, list } }), { status: 200 });
    };
    vi.stubGlobal('fetch', fetchPages);
    try {
      await renderMaterial(example, 'pc', 'en-US', { siteId: 'paging-test' });
      expect(thumbnails()).toHaveLength(100);
      fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(thumbnails()).toHaveLength(103));
      expect(screen.getByText('No more items')).toBeTruthy();
      expect(pages).toEqual([1, 2]);
    } finally {
      vi.stubGlobal('fetch', replayFetch);
    }
  });

  it('offers a retry when the groups cannot be loaded', async () => {
    vi.stubGlobal('fetch', async () => new Response('null', { status: 500 }));
    try {
      await renderMaterial(example, 'pc', 'en-US', { siteId: 'failing-test' });
      expect(screen.getByRole('alert').textContent).toContain('The server could not answer right now.');
      vi.stubGlobal('fetch', replayFetch);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(thumbnails()).toHaveLength(6));
    } finally {
      vi.stubGlobal('fetch', replayFetch);
    }
  });
});
