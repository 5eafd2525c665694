// @vitest-environment jsdom
// Every fault kind of the fault matrix (issue 13, tests/e2e/faultMatrix.ts) on every call the
// gateway declares (schemas/calls.ts): each is read as the same error kind whatever the call, so
// the error views show the spec's message for it. The browser's share of the matrix then needs
// one fault per call, for each route's wiring (tests/e2e/faultMatrix.spec.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_CALLS } from '../../schemas/calls';
import { filled, type WireCall } from '../../schemas/calls/wire';
import { callGateway, setGatewaySession } from '../../src/api/gateway';
import { setConfig } from '../../src/platform/config';
import { GatewayError } from '../../src/platform/errors';
import { FAULT_ANSWERS } from './support/faultAnswers';

const fetchMock = vi.fn<typeof fetch>();

/** The call with a value in each part of its path (`{bventId}`). */
const sendable = (call: WireCall) => filled(call, Object.fromEntries([...call.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, '90'])) as never);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The matrix's test-only request limit, shorter still: the held request ends as soon as it may.
  setConfig({ gateway: 'https://gateway.test/', tenantId: 't-1', requestTimeoutMs: 20 });
  setGatewaySession({ language: 'pt-PT', tenantId: '', accessToken: () => 'token-1', account: () => 'a-1' });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe.each(Object.entries(GATEWAY_CALLS))('%s', (_name, call: WireCall) => {
  it.each(FAULT_ANSWERS)('reads $name as $kind', async ({ kind, answer }) => {
    fetchMock.mockImplementation(answer);
    const sent = sendable(call);
    const error = await callGateway(sent, {} as never, {}).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).kind).toBe(kind);
    // The fault met this very call: its own address, by its own method.
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(sent.path.replace(/^\/*/, '/'));
    expect(init?.method).toBe(call.method);
  });
});
