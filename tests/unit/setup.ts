// Shared test setup.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// waitFor and findBy wait for a condition; 1 s (their default) is a wall-clock bet that a busy
// two-core machine loses when a lazy chunk's first import takes longer. 10 s, as in the e2e suite.
configure({ asyncUtilTimeout: 10_000 });

// Unmount what each test rendered, so no DOM leaks into the next test.
afterEach(cleanup);

// Most files share their worker's modules and globals with the files before them (vite.config.ts):
// whatever a file stubbed, spied on, faked or stored is undone when it ends, in any order, and
// the next file imports the product's own modules anew (their state, such as the visit's kept
// replies, is a visit's); the packages they import stay loaded.
afterAll(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// Tests that drive React's act() themselves (fuzz, bench) need React to know it runs in tests;
// Testing Library only says so when test globals are on, and ours are off.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
