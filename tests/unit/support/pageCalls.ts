import { afterEach, beforeEach, vi } from 'vitest';
import { cache } from '../../../src/platform/queryCache';
import { memoryDriver } from './memoryDriver';
import { replayFetch } from './replayFetch';

/**
 * What every page test starts from, before each test: a signed-out session in `session` (the
 * test file mocks src/auth/drivers to hand it out), a desktop window, gateway calls answered
 * from the fixtures through the returned spy, and nothing cached under `cachePrefixes` (the
 * site stays cached). Registers the hooks; call it at the top of the file or a describe.
 */
export function pageCalls(session: { driver: unknown }, cachePrefixes: readonly string[]) {
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
