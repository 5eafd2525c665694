// A clock on a page a server rendered (issue 31): the server's HTML and the browser's hydration
// read the instant the server rendered at, so they agree whatever the two clocks say; once
// mounted, the browser's own clock takes over. Where nothing came from a server, the browser's at once.
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderedAt, useFirstNow } from '../../src/platform/useNow';

const SERVER = Date.UTC(2026, 10, 28, 12);
const BROWSER = Date.UTC(2026, 9, 20, 9);

function Clock() {
  return <time>{useFirstNow()}</time>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

describe('a clock in a page rendered on a server', () => {
  it('hydrates with the server’s instant, then reads the browser’s clock', async () => {
    vi.useFakeTimers({ now: SERVER, toFake: ['Date'] });
    const page = (
      <RenderedAt value={SERVER}>
        <Clock />
      </RenderedAt>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe(String(SERVER));
    // The visitor's clock is another: the hydration still reads the server's, and React finds nothing to redo.
    vi.setSystemTime(BROWSER);
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(String(BROWSER));
  });

  it('reads the browser’s clock at once where nothing came from a server', () => {
    vi.useFakeTimers({ now: BROWSER, toFake: ['Date'] });
    const container = document.createElement('div');
    root = createRoot(container);
    act(() => root!.render(<Clock />));
    expect(container.textContent).toBe(String(BROWSER));
  });
});
