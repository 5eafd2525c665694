// Shared test setup.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered, so no DOM leaks into the next test.
afterEach(cleanup);

// Tests that drive React's act() themselves (fuzz, bench) need React to know it runs in tests;
// Testing Library only says so when test globals are on, and ours are off.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
