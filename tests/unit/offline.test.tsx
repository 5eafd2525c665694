import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBundles, response } from '../../fixtures/index';
import { site as siteSchema } from '../../schemas/site';
import { siteManifest } from '../../src/shell/offline/siteManifest';

/** The service worker's registration, as vite-plugin-pwa hands it to the page. */
const registerSW = vi.hoisted(() => vi.fn());
vi.mock('virtual:pwa-register', () => ({ registerSW }));

const demoExpo = () => siteSchema.parse((response(fixtureBundles().get('demo-expo')!, 'Site', 'GetSiteById', '1001') as { returnObj: unknown }).returnObj);

describe('the site’s web manifest', () => {
  const origin = 'https://expo.example.org';

  it('names the site with its title, theme colour and start page, every address absolute', () => {
    const site = demoExpo();
    const manifest = siteManifest(site, origin) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: site.globalSetting.browserTitle,
      theme_color: site.themeColor,
      start_url: `${origin}/site/?siteId=1001`,
      id: `${origin}/site/?siteId=1001`,
      scope: `${origin}/site/`,
      display: 'standalone',
    });
    // The site's drawing first (any size), then the product's 192 and 512 an install needs.
    expect(manifest.icons).toEqual([
      { src: `${origin}${site.globalSetting.browserIcon}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: `${origin}/site/icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${origin}/site/icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });

  it('leaves out a raster icon whose size it cannot declare', () => {
    const site = demoExpo();
    const raster = { ...site, globalSetting: { ...site.globalSetting, browserIcon: '/files/logo.png' } };
    const icons = (siteManifest(raster, origin) as { icons: { src: string }[] }).icons.map((icon) => icon.src);
    expect(icons).toEqual([`${origin}/site/icons/icon-192.png`, `${origin}/site/icons/icon-512.png`]);
  });
});

describe('a new version of the client', () => {
  const update = vi.fn(() => Promise.resolve());

  beforeEach(() => {
    vi.resetModules();
    registerSW.mockReset().mockReturnValue(update);
    update.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: new Promise(() => undefined) } });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    window.history.replaceState(null, '', '/');
  });

  it('waits for the visitor: the prompt comes when one is installed, and Reload activates it', async () => {
    window.history.replaceState(null, '', '/site/pages/index/index?siteId=1001');
    const worker = await import('../../src/shell/offline/register');
    worker.registerWorker();
    worker.registerWorker();
    expect(registerSW).toHaveBeenCalledTimes(1);
    const options = registerSW.mock.calls[0]![0] as { onNeedRefresh: () => void };

    const heard = vi.fn();
    worker.subscribeUpdate(heard);
    expect(worker.updateWaiting()).toBe(false);
    options.onNeedRefresh();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(worker.updateWaiting()).toBe(true);

    const { UpdatePrompt } = await import('../../src/shell/offline/UpdatePrompt');
    render(<UpdatePrompt onReload={worker.applyUpdate} />);
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    // Skip waiting, then the page reloads once the new version has taken over.
    expect(update).toHaveBeenCalledWith(true);
  });

  it('is never registered from the preview’s framed client, outside the worker’s scope', async () => {
    window.history.replaceState(null, '', '/preview/site/?siteId=1001');
    const worker = await import('../../src/shell/offline/register');
    worker.registerWorker();
    expect(registerSW).not.toHaveBeenCalled();
  });
});

describe('the pictures the page’s style rules name', () => {
  afterEach(() => document.head.replaceChildren());

  it('reads every background picture, in media rules too, as absolute addresses', async () => {
    const { stylePictures } = await import('../../src/shell/offline/keepWhatLoaded');
    const style = document.createElement('style');
    style.textContent = `
      .module { background-image: url("/files/demo-expo/pattern.svg"); color: red }
      .plain { color: blue }
      @media (min-width: 768px) { .site { background-image: url("https://cdn.example.org/a%20b.png") } }`;
    document.head.append(style);
    expect(stylePictures().sort()).toEqual([`${location.origin}/files/demo-expo/pattern.svg`, 'https://cdn.example.org/a%20b.png']);
  });
});
