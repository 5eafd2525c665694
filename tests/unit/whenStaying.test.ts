// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../src/platform/errors';
import { CodeTimedOut } from '../../src/platform/codeLoad';
import { logCaught, tellCaught, tellFailure, whenStaying } from '../../src/platform/whenStaying';

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

  it('tells code that did not arrive once the page stays, in each engine\'s words, and a fault of the code at once', () => {
    vi.useFakeTimers();
    const words = [
      'TypeError: Failed to fetch dynamically imported module: http://x/assets/a.js',
      'TypeError: error loading dynamically imported module: http://x/assets/a.js',
      'TypeError: Importing a module script failed.',
    ];
    const downloads = words.map(() => vi.fn());
    words.forEach((message, index) => tellCaught(new TypeError(message.replace('TypeError: ', '')), downloads[index]!));
    const late = vi.fn();
    tellCaught(new CodeTimedOut('no code after 60000 ms'), late);
    const bug = vi.fn();
    tellCaught(new TypeError("Cannot read properties of undefined (reading 'title')"), bug);
    expect(bug).toHaveBeenCalledTimes(1);
    expect([...downloads, late].filter((tell) => tell.mock.calls.length > 0)).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect([...downloads, late].every((tell) => tell.mock.calls.length === 1)).toBe(true);
  });

  it("leaves React's line for code that did not arrive to the boundary's report, and logs any other caught error", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logCaught(new TypeError('error loading dynamically imported module: http://x/assets/a.js'));
    expect(log).not.toHaveBeenCalled();
    const bug = new TypeError('x is not a function');
    logCaught(bug);
    expect(log).toHaveBeenCalledWith(bug);
    log.mockRestore();
  });
});
