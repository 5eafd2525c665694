import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerModule } from '../../../schemas/modules/banner';
import { safeUrl } from '../../../schemas/primitives';
import { bannerExamples } from '../../../src/modules/banner/example';
import { preloadHeroPicture } from '../../../src/modules/banner/hero';
import { registry } from '../../../src/modules/registry';
import { renderModule, variant } from './render';

const example = bannerExamples['en-US'];

function box(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-width-type]');
  if (!element) throw new Error('banner box not rendered');
  return element;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('banner module', () => {
  it('draws the desktop picture in a box of the design height, linked as a whole', async () => {
    const { container } = await renderModule(example, 'pc');
    const image = screen.getByRole('img', { name: /Macao International Trade Expo 2026/ });
    expect(image.getAttribute('src')).toBe('/files/demo-expo/hero-en.svg');
    expect(box(container).style.height).toBe('480px');
    expect(box(container).dataset.widthType).toBe('fullwidth');
    expect(image.closest('a')?.getAttribute('href')).toBe('?pageId=visit#hours');
  });

  it('makes each hot zone a named link', async () => {
    await renderModule(example, 'pc');
    expect(screen.getByRole('link', { name: 'Find exhibitors' }).getAttribute('href')).toBe('?pageId=exhibitors');
    const tickets = screen.getByRole('link', { name: 'Get your ticket' });
    expect(tickets.getAttribute('href')).toBe('https://tickets.example.org/mite-2026?lang=en-US');
    expect(tickets.getAttribute('target')).toBe('_blank');
    expect(tickets.parentElement?.style.left).toBe('26%');
  });

  it('names a hot zone without a title by its position', async () => {
    const untitled = variant(example, (payload) => {
      const zone = payload.config.hotZones?.[0];
      if (zone) zone.link = { linkType: 'page', linkPageId: 'exhibitors' };
    });
    await renderModule(untitled, 'pc');
    expect(screen.getByRole('link', { name: 'Banner link 1' })).toBeTruthy();
  });

  it('uses the custom mobile config on phones: its picture at its own ratio', async () => {
    const { container } = await renderModule(example, 'mobile');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/files/demo-expo/hero-en-mobile.svg');
    expect(box(container).style.aspectRatio).toBe('750 / 1000');
    expect(box(container).style.height).toBe('');
    expect(within(container).getAllByRole('link', { name: /exhibitors|ticket/ })).toHaveLength(2);
  });

  it('scales a mobile design height with the screen', async () => {
    const fixedOnPhone = variant(example, (payload) => {
      payload.mobileSetting = { isSync: true };
      payload.config.displayHeight = 200;
    });
    const { container } = await renderModule(fixedOnPhone, 'mobile');
    expect(box(container).style.height).toMatch(/^calc\(200\s*\*/);
  });

  it('changes its box with the width type', async () => {
    const fixed = variant(example, (payload) => (payload.config.widthType = 'fixed'));
    const auto = variant(example, (payload) => (payload.config.widthType = 'auto'));
    expect(registry.banner.fullBleed?.(bannerModule.parse(example))).toBe(true);
    expect(registry.banner.fullBleed?.(bannerModule.parse(fixed))).toBe(false);
    const fixedView = await renderModule(fixed, 'pc');
    expect(box(fixedView.container).style.height).toBe('480px');
    cleanup();
    const autoView = await renderModule(auto, 'pc');
    expect(box(autoView.container).style.aspectRatio).toBe('1440 / 480');
    expect(box(autoView.container).style.height).toBe('');
  });

  it('fetches the first banner of a page eagerly and later ones lazily', async () => {
    await renderModule(example, 'pc');
    const first = screen.getByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    cleanup();
    await renderModule(variant(example, (payload) => (payload.id = 'banner-second')), 'pc');
    expect(screen.getByRole('img').getAttribute('loading')).toBe('lazy');
  });

  it('plays video muted and inline only when autoplay is on and motion is welcome', async () => {
    const video = variant(example, (payload) => {
      Object.assign(payload.config, { type: 'video', fileUrl: '/files/demo-expo/teaser.mp4', posterUrl: '/files/demo-expo/hero-en.svg', autoplay: true });
    });
    const { container } = await renderModule(video, 'pc');
    const element = container.querySelector('video');
    expect(element?.autoplay).toBe(true);
    expect(element?.muted).toBe(true);
    expect(element?.hasAttribute('playsinline')).toBe(true);
    expect(element?.hasAttribute('controls')).toBe(true);
    expect(element?.getAttribute('poster')).toBe('/files/demo-expo/hero-en.svg');
    // A video keeps its clicks for its controls: no link around it.
    expect(element?.closest('a')).toBeNull();
    cleanup();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener() {}, removeEventListener() {} }));
    const reduced = await renderModule(video, 'pc');
    expect(reduced.container.querySelector('video')?.autoplay).toBe(false);
  });

  it('shows its countdown over the picture while the time is to come, then leaves it out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      const end = new Date(2026, 9, 22, 9, 0, 0);
      vi.setSystemTime(end.getTime() - ((2 * 24 + 3) * 3600 + 65) * 1000);
      const timed = { ...example, config: { ...example.config, timer: { isShow: true, endTime: '2026-10-22 09:00:00' } } };
      const { container } = await renderModule(timed, 'pc');
      const overlay = () => container.querySelector('[data-banner-timer]');
      const unit = (name: string) => overlay()?.querySelector(`[data-unit="${name}"] .digits`)?.textContent;
      // Its code comes on its own, after the picture.
      await waitFor(() => expect(overlay()).not.toBeNull());
      expect([unit('days'), unit('hours'), unit('minutes'), unit('seconds')]).toEqual(['02', '03', '01', '05']);
      act(() => void vi.advanceTimersByTime(65_000));
      expect(overlay()).not.toBeNull();
      act(() => void vi.advanceTimersByTime((2 * 24 + 3) * 3600 * 1000));
      expect(overlay()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws no countdown when its timer is switched off', async () => {
    const off = { ...example, config: { ...example.config, timer: { isShow: false, endTime: '2099-01-01 00:00:00' } } };
    const { container } = await renderModule(off, 'pc');
    expect(container.querySelector('[data-banner-timer]')).toBeNull();
  });
});

describe('the hero picture asked for ahead of the banner', () => {
  const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.href);
  afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

  it('asks for the picture, unless the server has asked already (its address absolute)', () => {
    preloadHeroPicture('/files/hero.jpg');
    expect(preloads()).toEqual([`${location.origin}/files/hero.jpg`]);
    document.head.querySelector('link[rel="preload"]')!.remove();
    document.head.insertAdjacentHTML('beforeend', `<link rel="preload" as="image" href="${location.origin}/files/hero.jpg">`);
    preloadHeroPicture('/files/hero.jpg');
    expect(preloads()).toHaveLength(1);
  });

  it('leaves out an address that passes the safe-URL check but no URL parser reads, and throws nothing (the page around it still loads)', () => {
    const unreadable = 'http://x" onerror="window.__xss=1';
    expect(safeUrl.safeParse(unreadable).success).toBe(true);
    expect(() => preloadHeroPicture(unreadable)).not.toThrow();
    expect(preloads()).toEqual([]);
  });
});
