// Shared test setup.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Unmount what each test rendered, so no DOM leaks into the next test.
afterEach(cleanup);
