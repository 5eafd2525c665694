// A site page's first screen as a server renders it (renderSitePage), then hydrated in a DOM by
// the browser's tree: React reports no recoverable error (a mismatch between the two), and the
// hero the server wrote is the element the browser keeps. Both run in one process here, so
// styled-components' class names agree by construction: between a server build and a browser
// build they will need stable ids (docs/server-rendering.md). Hydrated for a phone instead of the
// desktop the server drew, both tests fail.
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import { BrowserRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RenderedTerminal } from '../../renderer/useTerminal';
import { AppRoutes } from '../../src/app/App';
import { renderSitePage } from '../../src/app/renderSitePage';
import { initI18n } from '../../src/i18n';
import { loadChrome } from '../../src/shell/chrome';
import { ROUTER_BASENAME } from '../../src/platform/clientBase';
import { visitReplies } from '../../src/platform/queryCache';
import { detailFor } from '../../src/site/resolvePage';
import { readHome } from './support/homeReplies';
import { replayFetch } from './support/replayFetch';

const SITE_ID = '1001';
const recoverable: string[] = [];
let container: HTMLElement;
let root: Root;
let serverHero: Element | null = null;
let serverHeader: Element | null = null;
let serverErrors: string[] = [];
const firstAddress = window.location.href;

beforeAll(async () => {
  vi.stubGlobal('fetch', replayFetch);
  // jsdom has no CSS.escape; the head's keys are plain words.
  vi.stubGlobal('CSS', { escape: (value: string) => value });
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
  window.history.replaceState(null, '', `/site/?siteId=${SITE_ID}`);
  const { data, details, replies } = await readHome(SITE_ID);
  const { html, errors } = await renderSitePage({ address: window.location.href, terminal: 'pc', language: data.site.language, replies, detail: detailFor(details, 'pc') });
  // One process here plays both the server and the browser: React's server renderer leaves the
  // contexts of its last render in place until it renders again (a Router seen inside the
  // browser's Router). An empty render hands them back, as a real server's next request would.
  // Its mark on them stays, and the browser's renderer warns of "multiple renderers" on each:
  // a fact of this one process (this file runs alone, vite.config.ts), kept out of the output.
  await prerenderToNodeStream(<></>);
  serverErrors = errors.map(String);
  const logError = console.error.bind(console);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('Detected multiple renderers')) logError(...args);
  });
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  serverHero = container.querySelector('main img');
  serverHeader = container.querySelector('header');
  // What the browser's start awaits before it hydrates: the navigation's code, as the modules'.
  await loadChrome('pc');
  // What the browser has before it hydrates: the replies the page carried, its language.
  for (const [key, value] of replies) visitReplies.cache.set(key, value);
  initI18n(data.site.language);
  await act(async () => {
    root = hydrateRoot(
      container,
      <RenderedTerminal value="pc">
        <BrowserRouter basename={ROUTER_BASENAME}>
          <AppRoutes />
        </BrowserRouter>
      </RenderedTerminal>,
      { onRecoverableError: (error) => recoverable.push(String((error as Error).message ?? error)) },
    );
  });
});

// The next files of this worker find the document as it was.
afterAll(() => {
  act(() => root.unmount());
  container.remove();
  visitReplies.cache.clear();
  window.history.replaceState(null, '', firstAddress);
});

describe('a server-rendered site page hydrated in the browser', () => {
  it('hydrates with no mismatch', () => {
    expect(serverErrors).toEqual([]);
    expect(recoverable).toEqual([]);
  });

  it('keeps the server’s hero element: the picture the phone painted first is not drawn again', () => {
    expect(serverHero).not.toBeNull();
    expect(container.querySelector('main img')).toBe(serverHero);
  });

  it('keeps the server’s navigation, hydrated in the same commit as the page', () => {
    expect(serverHeader).not.toBeNull();
    expect(container.querySelector('header')).toBe(serverHeader);
    expect(Object.keys(serverHeader!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });
});
