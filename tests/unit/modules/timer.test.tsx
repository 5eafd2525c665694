import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endInstant, remaining } from '../../../src/modules/shared/countdown/countdown';
import { timerExamples } from '../../../src/modules/timer/example';
import { renderModule, variant } from './render';

const example = timerExamples['en-US'];
// 09:00 Macao time (UTC+8) on the opening day is 01:00 UTC.
const OPENING = Date.UTC(2026, 9, 22, 1, 0, 0);
const ONE_DAY_BEFORE_AND_A_BIT = OPENING - (((24 + 2) * 60 + 3) * 60 + 4) * 1000;

function digits(unit: string): string | null | undefined {
  return document.querySelector(`[data-unit="${unit}"] .digits`)?.textContent;
}

// Only the clock and the countdown's interval are fake: the lazy module still loads on real timeouts.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(ONE_DAY_BEFORE_AND_A_BIT);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('countdown arithmetic', () => {
  it('reads the end time in the configured UTC offset, or in the local zone without one', () => {
    expect(endInstant('2026-10-22 09:00:00', 8)?.getTime()).toBe(OPENING);
    expect(endInstant('2026-10-22 09:00:00', -3.5)?.toISOString()).toBe('2026-10-22T12:30:00.000Z');
    expect(endInstant('2026-10-22 09:00', null)?.getTime()).toBe(new Date(2026, 9, 22, 9, 0, 0).getTime());
    expect(endInstant('2026-13-45 09:00:00', 8)).toBeNull();
  });

  it('splits what is left into days, hours, minutes and seconds, rounding part seconds up', () => {
    const end = new Date(OPENING);
    expect(remaining(end, ONE_DAY_BEFORE_AND_A_BIT)).toEqual({ days: 1, hours: 2, minutes: 3, seconds: 4 });
    expect(remaining(end, OPENING - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(remaining(end, OPENING)).toBeNull();
  });
});

describe('timer module', () => {
  it('shows the four units with their names, then ticks each second', async () => {
    await renderModule(example, 'pc');
    expect(['days', 'hours', 'minutes', 'seconds'].map(digits)).toEqual(['01', '02', '03', '04']);
    expect(screen.getByText('Seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2000));
    expect(digits('seconds')).toBe('02');
  });

  it('announces only whole minutes to screen readers', async () => {
    await renderModule(example, 'pc');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('1 day, 2 hours, and 3 minutes to go');
    act(() => vi.advanceTimersByTime(3000));
    expect(live.textContent).toBe('1 day, 2 hours, and 3 minutes to go');
    act(() => vi.advanceTimersByTime(2000));
    expect(live.textContent).toBe('1 day, 2 hours, and 2 minutes to go');
  });

  it('shows the configured ended text once the time has come, and stops ticking', async () => {
    vi.setSystemTime(OPENING - 1500);
    await renderModule(example, 'mobile');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe(example.config.endedText);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('falls back to a translated ended text', async () => {
    vi.setSystemTime(OPENING + 1000);
    await renderModule(variant(timerExamples['pt-PT'], (payload) => (payload.config.endedText = null)), 'pc', 'pt-PT');
    expect(screen.getByRole('status').textContent).toBe('A contagem decrescente terminou.');
  });

  it('clears its interval when unmounted', async () => {
    const view = await renderModule(example, 'pc');
    expect(vi.getTimerCount()).toBe(1);
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
