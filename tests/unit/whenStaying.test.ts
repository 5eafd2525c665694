// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../src/platform/errors';
import { tellFailure, whenStaying } from '../../src/platform/whenStaying';

describe('whenStaying', () => {
  afterEach(() => vi.useRealTimers());

  it('tells a failure once the page has stayed a second', () => {
    vi.useFakeTimers();
    const tell = vi.fn();
    whenStaying(tell);
    vi.advanceTimersByTime(999);
    expect(tell).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tell).toHaveBeenCalledTimes(1);
  });

  it('never tells when the page is left first (Firefox fails a leaving page’s downloads before pagehide)', () => {
    vi.useFakeTimers();
    const tell = vi.fn();
    whenStaying(tell);
    dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(5000);
    expect(tell).not.toHaveBeenCalled();
  });

  it('tells a network failure once the page stays, and the gateway\'s own answer at once', () => {
    vi.useFakeTimers();
    const network = vi.fn();
    const refused = vi.fn();
    tellFailure(new GatewayError('network', ''), network);
    tellFailure(new GatewayError('status', '401', { status: 401 }), refused);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(network).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
