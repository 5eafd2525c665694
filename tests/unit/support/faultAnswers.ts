// The fault matrix's eleven faults (issue 13; tests/e2e/faultMatrix.ts answers them in the
// browser), as the network edge of a unit test answers them: each a fetch.
import { REJECT_WITH_CODE, type GatewayErrorKind } from '../../../src/platform/errors';

export interface FaultAnswer {
  name: string;
  /** The error kind the gateway client reads it as (spec section 8). */
  kind: GatewayErrorKind;
  /** A refusal (a 401, the gateway's isSuccess false) may end a session; any other fault must not. */
  refuses: boolean;
  answer: typeof fetch;
}

const json = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (fields: Record<string, unknown>) => JSON.stringify({ isSuccess: false, returnObj: null, ...fields });

/** A server that never answers, as the matrix's held request: the request limit ends it. */
const stalled = (_: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

export const FAULT_ANSWERS: readonly FaultAnswer[] = [
  { name: 'HTTP 500', kind: 'status', refuses: false, answer: async () => new Response('', { status: 500 }) },
  { name: 'HTTP 401', kind: 'status', refuses: true, answer: async () => new Response('', { status: 401 }) },
  {
    name: 'HTTP 404 with an HTML body',
    kind: 'status',
    refuses: false,
    answer: async () => new Response('<!doctype html><h1>404 Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
  },
  { name: 'a timeout', kind: 'timeout', refuses: false, answer: stalled },
  { name: 'malformed JSON', kind: 'invalid', refuses: false, answer: async () => json('{"isSuccess": tr') },
  { name: 'truncated JSON', kind: 'invalid', refuses: false, answer: async () => json('{"isSuccess":true,"returnObj":{"list":[{"id":"1","na') },
  { name: 'isSuccess false with businessMessage', kind: 'business', refuses: true, answer: async () => json(envelope({ businessMessage: 'Recusado.' })) },
  { name: 'isSuccess false without businessMessage', kind: 'business', refuses: true, answer: async () => json(envelope({})) },
  {
    name: 'isSuccess false with homePageId',
    kind: 'homePage',
    refuses: true,
    answer: async () => json(envelope({ businessMessage: 'Recusado.', returnObj: [{ homePageId: 42 }] })),
  },
  {
    name: `businessCode ${REJECT_WITH_CODE}`,
    kind: 'businessCode',
    refuses: true,
    answer: async () => json(envelope({ businessMessage: 'Recusado.', businessCode: REJECT_WITH_CODE })),
  },
  { name: 'an aborted request', kind: 'network', refuses: false, answer: async () => Promise.reject(new TypeError('Failed to fetch')) },
];
