import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { slideshowExamples } from '../../../src/modules/slideshow/example';
import { renderModule, variant } from './render';

const example = slideshowExamples['en-US'];
const titles = example.config.slides!.map((slide) => slide.title!);
const INTERVAL_MS = Number(example.config.interval) * 1000;

/** The title of the slide in view (the others are inert). */
function current(): string | null | undefined {
  return document.querySelector('[data-current] p')?.textContent;
}

function carousel(): HTMLElement {
  return screen.getByRole('group', { name: 'At a glance' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('slideshow module', () => {
  it('starts at the first slide, the others inert, with named controls', async () => {
    await renderModule(example, 'pc');
    expect(current()).toBe(titles[0]);
    expect(document.querySelectorAll('[aria-roledescription="slide"][inert]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Show slide 2: ${titles[1]}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Show slide 1: ${titles[0]}` }).getAttribute('aria-current')).toBe('true');
  });

  it('moves with the buttons, wrapping around, and jumps with the dots', async () => {
    await renderModule(example, 'pc');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(titles[3]);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(titles[0]);
    fireEvent.click(screen.getByRole('button', { name: `Show slide 3: ${titles[2]}` }));
    expect(current()).toBe(titles[2]);
  });

  it('answers the arrow keys', async () => {
    await renderModule(example, 'pc');
    fireEvent.keyDown(carousel(), { key: 'ArrowRight' });
    expect(current()).toBe(titles[1]);
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    fireEvent.keyDown(carousel(), { key: 'ArrowLeft' });
    expect(current()).toBe(titles[3]);
  });

  it('takes a swipe of 50 px or more, and not a shorter one', async () => {
    await renderModule(example, 'mobile');
    const viewport = document.querySelector('[data-current]')!.parentElement!.parentElement!;
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 160 });
    expect(current()).toBe(titles[0]);
    fireEvent.pointerDown(viewport, { clientX: 200 });
    fireEvent.pointerUp(viewport, { clientX: 140 });
    expect(current()).toBe(titles[1]);
    fireEvent.pointerDown(viewport, { clientX: 100 });
    fireEvent.pointerUp(viewport, { clientX: 200 });
    expect(current()).toBe(titles[0]);
  });

  it('advances every interval, and not while hovered', async () => {
    await renderModule(example, 'pc');
    vi.useFakeTimers();
    // A move restarts the autoplay timer, now on the fake clock.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(current()).toBe(titles[2]);
    fireEvent.pointerEnter(carousel());
    act(() => vi.advanceTimersByTime(10_000));
    expect(current()).toBe(titles[2]);
    fireEvent.pointerLeave(carousel());
    act(() => vi.advanceTimersByTime(INTERVAL_MS));
    expect(current()).toBe(titles[3]);
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    await renderModule(example, 'pc');
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(current()).toBe(titles[1]);
  });

  it('has no arrows on phones and no controls at all for one slide', async () => {
    const view = await renderModule(example, 'mobile');
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Show slide/ })).toHaveLength(4);
    view.unmount();
    await renderModule(variant(example, (payload) => (payload.config.slides = payload.config.slides!.slice(0, 1))), 'pc');
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says there is no data without slides', async () => {
    await renderModule(variant(example, (payload) => (payload.config.slides = [])), 'pc');
    expect(screen.getByRole('status').textContent).toBe('No data');
  });
});
