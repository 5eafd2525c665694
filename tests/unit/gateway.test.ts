// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_CALLS } from '../../schemas/calls/event';
import { IDENTITY_CALLS } from '../../schemas/calls/identity';
import { SCHEDULE_CALLS } from '../../schemas/calls/schedule';
import { SITE_CALLS } from '../../schemas/calls/site';
import { filled } from '../../schemas/calls/wire';
import { callGateway, setGatewaySession } from '../../src/api/gateway';
import type { ScheduleQuery } from '../../src/api/schedule';
import { getPageTree, getSiteById } from '../../src/api/site';
import { setConfig } from '../../src/platform/config';
import { GatewayError } from '../../src/platform/errors';
import { request } from '../../src/platform/request';

/** The network edge: every test answers fetch itself. */
const fetchMock = vi.fn<typeof fetch>();

function reply(body: unknown, status = 200): Response {
  return new Response(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body), { status });
}

/** Any declared call: the rules below are every call's. */
const SITE = SITE_CALLS['Site/GetSiteById'];

const ok = (returnObj: unknown) => ({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setConfig({ gateway: 'https://gateway.test/', tenantId: 't-1' });
  setGatewaySession({ language: 'pt-PT', tenantId: '', accessToken: () => null });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('gateway client (spec section 8)', () => {
  it('sends language and tenant headers and posts JSON to the gateway address', async () => {
    fetchMock.mockResolvedValue(reply(ok({ a: 1 })));
    await expect(callGateway(SITE, { id: '1' }, {})).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://gateway.test/api/ClientResponsiveSiteAggregator/Site/GetSiteById');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"1"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-lang']).toBe('pt-PT');
    expect(headers['x-tenant-id']).toBe('t-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBeUndefined();
  });

  it('adds the bearer token only to calls declared with auth, required or optional', async () => {
    setGatewaySession({ accessToken: () => 'token-123' });
    fetchMock.mockImplementation(async () => reply(ok(null)));
    await callGateway(SITE, { id: '1' }, {});
    await callGateway(IDENTITY_CALLS['Authority/GetAccountAttendeeIdentity'], { topOrgId: '1', accountId: 'a-1', bventId: '2' }, {});
    const day: ScheduleQuery = { bventId: '2', lang: 'en-US', date: '2026-10-22', dateIds: [], typeIds: [], venueIds: [], keywords: '', searchType: 0, style: 1, typeCount: 0, dataRangeType: 0, dataDisplayType: 0 };
    await callGateway(SCHEDULE_CALLS['Schedule/List'], day, {});
    const sent = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).Authorization);
    expect(sent).toEqual([undefined, 'Bearer token-123', 'Bearer token-123']);
  });

  it("sends a call with its path's parts filled, each as one segment, and a GET with no body", async () => {
    fetchMock.mockResolvedValue(reply(ok({ languageCollection: [] })));
    await callGateway(filled(EVENT_CALLS['ClientAggregator/QueryLanguages'], { bventId: '90/01' }), undefined, {});
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, init?.body]).toEqual(['https://gateway.test/api/ClientAggregator/Outside/QueryLanguages/90%2F01', 'GET', undefined]);
  });

  it('rejects a non-200 reply with the server error when it gave one', async () => {
    fetchMock.mockResolvedValue(reply({ isSuccess: false, businessMessage: 'Gateway overloaded', returnObj: null }, 503));
    const error = await rejection(callGateway(SITE, { id: '1' }, {}));
    expect(error.kind).toBe('status');
    expect(error.message).toBe('Gateway overloaded');
    expect(error.details.status).toBe(503);
  });

  it('rejects a non-200 reply with the status code otherwise', async () => {
    fetchMock.mockResolvedValue(reply('<html>oops</html>', 500));
    const error = await rejection(callGateway(SITE, { id: '1' }, {}));
    expect(error.message).toBe('500');
  });

  it("rejects a null body with 'no data'", async () => {
    fetchMock.mockResolvedValue(reply('null'));
    const error = await rejection(callGateway(SITE, { id: '1' }, {}));
    expect([error.kind, error.message]).toEqual(['noData', 'no data']);
  });

  it('rejects an empty body with no data too', async () => {
    fetchMock.mockResolvedValue(reply(undefined));
    expect((await rejection(callGateway(SITE, { id: '1' }, {}))).message).toBe('no data');
  });

  it('rejects malformed JSON as an invalid reply', async () => {
    fetchMock.mockResolvedValue(reply('{"isSuccess": tru'));
    expect((await rejection(callGateway(SITE, { id: '1' }, {}))).kind).toBe('invalid');
  });

  it('rejects isSuccess false with businessMessage', async () => {
    fetchMock.mockResolvedValue(reply({ isSuccess: false, businessMessage: 'Site is offline', returnObj: null }));
    const error = await rejection(callGateway(SITE, { id: '1' }, {}));
    expect([error.kind, error.message]).toEqual(['business', 'Site is offline']);
  });

  it('turns a first item with homePageId into a move to that page', async () => {
    fetchMock.mockResolvedValue(reply({ isSuccess: false, businessMessage: 'moved', returnObj: [{ homePageId: 42 }] }));
    const error = await rejection(callGateway(SITE, { id: '1' }, {}));
    expect([error.kind, error.details.homePageId]).toEqual(['homePage', '42']);
  });

  it('rejects with the code itself for businessCode 111241000', async () => {
    fetchMock.mockResolvedValue(reply({ isSuccess: false, businessMessage: 'hidden', businessCode: 111241000, returnObj: null }));
    const error = await rejection(callGateway(SITE, { id: '1' }, {}));
    expect([error.kind, error.message]).toEqual(['businessCode', '111241000']);
  });

  it("rejects 'no site info for api' when the site reply is empty and 'site info error for api' when it is malformed", async () => {
    fetchMock.mockResolvedValueOnce(reply(ok(null)));
    expect((await rejection(getSiteById('1'))).message).toBe('no site info for api');
    fetchMock.mockResolvedValueOnce(reply(ok({ id: 1, language: 'xx' })));
    const invalid = await rejection(getSiteById('1'));
    expect(invalid.message).toBe('site info error for api');
    expect(invalid.details.issues?.some((issue) => issue.startsWith('language:'))).toBe(true);
  });

  it("rejects 'page tree must be array' and 'page tree error for api'", async () => {
    fetchMock.mockResolvedValueOnce(reply(ok({ pageId: 1 })));
    expect((await rejection(getPageTree('1'))).message).toBe('page tree must be array');
    fetchMock.mockResolvedValueOnce(reply(ok([{ pageId: 1 }])));
    expect((await rejection(getPageTree('1'))).message).toBe('page tree error for api');
  });

  it('leaves a bad page of the tree out alone, with its children, and keeps the rest', async () => {
    const node = (pageId: string, extra: object = {}) => ({ pageId, title: `Page ${pageId}`, type: 'site', onNavigation: true, children: [], ...extra });
    const tree = [
      node('1', { sort: 0 }),
      node('2', { type: 'externallink', externalUrl: 'javascript:alert(1)', children: [node('21')] }),
      node('3', { children: [node('31', { type: 'unknown' }), node('32')] }),
    ];
    fetchMock.mockResolvedValueOnce(reply(ok(tree)));
    const kept = await getPageTree('1');
    expect(kept.map((page) => [page.pageId, page.children.map((child) => child.pageId)])).toEqual([
      ['1', []],
      ['3', ['32']],
    ]);
  });
});

describe('generic request (spec section 7)', () => {
  it('defaults to GET and puts data in the query string', async () => {
    fetchMock.mockResolvedValue(reply('{"a":1}'));
    const result = await request({ url: '/api/q?x=1', data: { bventId: 'b 1', n: 2, skip: null } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/q?x=1&bventId=b+1&n=2');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
    expect(result).toMatchObject({ data: { a: 1 }, statusCode: 200 });
  });

  it('serialises a body by its content type', async () => {
    fetchMock.mockImplementation(async () => reply('ok'));
    await request({ url: '/f', method: 'post', data: { a: 'x y', b: 1 }, header: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await request({ url: '/s', method: 'PUT', data: 'raw text', header: { 'content-type': 'text/plain' } });
    expect(fetchMock.mock.calls[0]![1]?.body).toBe('a=x+y&b=1');
    expect(fetchMock.mock.calls[1]![1]?.body).toBe('raw text');
  });

  it('keeps text unless arraybuffer is asked for', async () => {
    fetchMock.mockResolvedValue(reply('plain words'));
    expect((await request({ url: '/t' })).data).toBe('plain words');
    fetchMock.mockResolvedValue(reply('abc'));
    const bytes = (await request({ url: '/b', responseType: 'arraybuffer' })).data as ArrayBuffer;
    expect(bytes.byteLength).toBe(3);
  });

  it('refuses a method that is not a standard HTTP verb', async () => {
    await expect(request({ url: '/x', method: 'BREW' })).rejects.toThrow('unsupported method');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  /** A fetch that never answers but honours its abort signal, like a stalled server. */
  function stalledFetch(_: RequestInfo | URL, init?: RequestInit) {
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }

  it("rejects 'timeout' when the server does not answer in time", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(stalledFetch);
    const pending = rejection(request({ url: '/slow', timeout: 60_000 }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await pending).message).toBe('timeout');
  });

  it("rejects 'abort' when the caller aborts", async () => {
    fetchMock.mockImplementation(stalledFetch);
    const controller = new AbortController();
    const pending = rejection(request({ url: '/slow', signal: controller.signal }));
    controller.abort();
    expect((await pending).message).toBe('abort');
  });

  it('rejects a network error with no message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await rejection(request({ url: '/down' }));
    expect([error.kind, error.message]).toEqual(['network', '']);
  });
});
