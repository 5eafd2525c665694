import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { cache } from '../../../src/platform/queryCache';
import { memoryDriver } from './memoryDriver';
import { renderInApp } from './renderInApp';
import { replayFetch } from './replayFetch';
import { RouterProbe } from './routerProbe';

/**
 * For the tests of a route group's pages: before each test a signed-out session, the network
 * answered by the replay server's fixtures (through the returned mock, which a test may
 * re-answer), a desktop window, and the cached replies under `cachePrefixes` forgotten (the site
 * stays cached), so every test reads its content afresh.
 */
export function replayEachTest(session: { driver: unknown }, cachePrefixes: readonly string[]) {
  const calls = vi.fn(replayFetch);
  beforeEach(() => {
    session.driver = memoryDriver();
    calls.mockReset();
    calls.mockImplementation(replayFetch);
    vi.stubGlobal('fetch', calls);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
    for (const key of [...cache.keys()]) if (cachePrefixes.some((prefix) => key.startsWith(prefix))) cache.delete(key);
  });
  afterEach(() => vi.restoreAllMocks());
  return calls;
}

/** A route group's pages under `base` (`/pages/speaker`), by their paths below it, as the app mounts them, beside the router probe, at `address`. */
export function openPages(address: string, base: string, pages: Record<string, ReactElement>) {
  return renderInApp(
    address,
    `${base}/*`,
    <>
      <RouterProbe />
      <Routes>
        {Object.entries(pages).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </>,
  );
}
