// The fault matrix's eleven faults (tests/support/faultKinds.ts), as the network edge of a unit
// test answers them: each a fetch.
import { REJECT_WITH_CODE } from '../../../src/platform/errors';
import { type FaultKind, withAnswers } from '../../support/faultKinds';

export type FaultAnswer = FaultKind & { answer: typeof fetch };

const json = (body: string, status = 200) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (fields: Record<string, unknown>) => JSON.stringify({ isSuccess: false, returnObj: null, ...fields });

/** A server that never answers, as the matrix's held request: the request limit ends it. */
const stalled = (_: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

export const FAULT_ANSWERS: readonly FaultAnswer[] = withAnswers<typeof fetch>({
  'HTTP 500': async () => new Response('', { status: 500 }),
  'HTTP 401': async () => new Response('', { status: 401 }),
  'HTTP 404 with an HTML body': async () => new Response('<!doctype html><h1>404 Not Found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
  'a timeout': stalled,
  'malformed JSON': async () => json('{"isSuccess": tr'),
  'truncated JSON': async () => json('{"isSuccess":true,"returnObj":{"list":[{"id":"1","na'),
  'isSuccess false with businessMessage': async () => json(envelope({ businessMessage: 'Recusado.' })),
  'isSuccess false without businessMessage': async () => json(envelope({})),
  'isSuccess false with homePageId': async () => json(envelope({ businessMessage: 'Recusado.', returnObj: [{ homePageId: 42 }] })),
  [`businessCode ${REJECT_WITH_CODE}`]: async () => json(envelope({ businessMessage: 'Recusado.', businessCode: REJECT_WITH_CODE })),
  'an aborted request': async () => Promise.reject(new TypeError('Failed to fetch')),
});
