// What waits for the first screen (the session's driver, the toast, saved replies) waits, on a
// page a server wrote, for the browser to have hydrated it too (issue 31): started before, its
// updates reached parts still hydrating, which React then hydrated at once in one long task.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, expectFirstScreen, expectHydration, firstScreenPainted } from '../../src/platform/firstScreen';

afterEach(() => {
  vi.useRealTimers();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first screen, hydrated', () => {
  it('frees the waiting work once the screen has painted and the root is hydrated, in either order', async () => {
    expectFirstScreen();
    const hydrated = expectHydration();
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('sign-in'));
    firstScreenPainted();
    await settle();
    expect(ran).toEqual([]);
    hydrated();
    await settle();
    expect(ran).toEqual(['sign-in']);
  });

  it('frees it after a few seconds should the hydration never end', async () => {
    vi.useFakeTimers();
    expectFirstScreen();
    expectHydration();
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('toast'));
    firstScreenPainted();
    await vi.advanceTimersByTimeAsync(3_900);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(ran).toEqual(['toast']);
  });

  it('where nothing is hydrated, the painted screen alone frees it', async () => {
    expectFirstScreen();
    const ran: string[] = [];
    afterFirstScreen(() => ran.push('footer'));
    firstScreenPainted();
    await settle();
    expect(ran).toEqual(['footer']);
  });
});
