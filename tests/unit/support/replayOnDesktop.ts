import { vi, type Mock } from 'vitest';
import { cache } from '../../../src/platform/queryCache';
import { replayFetch } from './replayFetch';

/**
 * A page test's start: a desktop window whose gateway is the replay, through `calls` so a test
 * can read or change what goes out, and the replies whose cache keys start with `forget` read
 * afresh (the site stays cached).
 */
export function replayOnDesktop(calls: Mock<typeof fetch>, forget: readonly string[]): void {
  calls.mockReset();
  calls.mockImplementation(replayFetch);
  vi.stubGlobal('fetch', calls);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('min-width'), addEventListener() {}, removeEventListener() {} }));
  for (const key of [...cache.keys()]) if (forget.some((prefix) => key.startsWith(prefix))) cache.delete(key);
}
