import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../src/platform/errors';
import { useReportShownFault } from '../../src/platform/reportShownFault';

const CALL = '/api/ClientResponsiveSiteAggregator/Material/GetFileListInGroup';
let logged: { mock: { calls: unknown[][] }; mockRestore: () => void };

beforeEach(() => {
  vi.useFakeTimers();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  logged.mockRestore();
});

const faultsTold = () => logged.mock.calls.filter((args: unknown[]) => args[0] === '[call-fault]').map((args: unknown[]) => args[1] as { call: string; kind: string });

describe('a failed call the visitor is shown', () => {
  it('is reported at once when the gateway said no', () => {
    renderHook(() => useReportShownFault(new GatewayError('status', '503', { path: `${CALL}?status`, status: 503 })));
    expect(faultsTold()).toEqual([expect.objectContaining({ call: `${CALL}?status`, kind: 'status' })]);
  });

  it('is reported as a network failure once the page stays a second', () => {
    renderHook(() => useReportShownFault(new GatewayError('network', '', { path: `${CALL}?staying` })));
    expect(faultsTold()).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(faultsTold()).toEqual([expect.objectContaining({ call: `${CALL}?staying`, kind: 'network' })]);
  });

  it('is never reported when the page goes: the browser cut the call because the visitor moved on', () => {
    renderHook(() => useReportShownFault(new GatewayError('network', '', { path: `${CALL}?leaving` })));
    dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(5000);
    expect(faultsTold()).toEqual([]);
  });
});
