import type { IncomingMessage } from 'node:http';
import { findReply } from '../../fixtures/index';
import { jsonOf } from '../record/json';
import type { Recording } from '../record/recording';
import { placeOf, sendRecorded } from './gateway';
import { readText, send } from './http';
import type { Handler, Route } from './router';

/** What the real gateway needs to answer as it would answer the client; cookies are not sent. */
const FORWARDED = ['content-type', 'accept', 'accept-language', 'authorization', 'x-lang', 'x-encrypt'];
/** A real gateway that does not answer by then is reported to the client as a 504. */
const UPSTREAM_TIMEOUT_MS = 30_000;

function forwardedHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const name of FORWARDED) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return headers;
}

/**
 * RECORD_FROM: every API call the recording cannot answer yet goes to the real gateway, and a
 * reply with a place in a bundle (gateway.ts `placeOf`) is written there and served; the next
 * identical call answers from the recording. Calls with no place (sign-in, the mall, follows)
 * are forwarded and logged, not written. Credentials travel to the gateway, never to disk.
 */
function forward(recording: Recording, upstream: string, log: (line: string) => void): Handler {
  return async (req, res, { url }) => {
    const method = req.method ?? 'GET';
    const text = method === 'GET' || method === 'HEAD' ? undefined : await readText(req);
    const place = placeOf(method, url, jsonOf(text));
    const known = 'area' in place ? findReply(recording.bundle, place.area, place.call, place.key) : undefined;
    if (known) return sendRecorded(res, known);

    let reply: Response;
    try {
      reply = await fetch(new URL(`${url.pathname}${url.search}`, upstream), {
        method,
        headers: forwardedHeaders(req),
        body: text,
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      log(`record: ${method} ${url.pathname} not answered by ${upstream}: ${String(error)}`);
      return send(res, 504, JSON.stringify({ isSuccess: false, businessMessage: `The recorded gateway did not answer ${url.pathname}`, sysMessage: null, businessCode: null, returnObj: null }), {
        'Content-Type': 'application/json; charset=utf-8',
      });
    }
    const body = await reply.text();
    const envelope = jsonOf(body);
    if (!('area' in place)) log(`record: forwarded, not written: ${place.unkeyed}`);
    else if (!reply.ok || envelope === undefined) log(`record: ${method} ${url.pathname} answered ${reply.status}${envelope === undefined ? ' (not JSON)' : ''}: not written`);
    else if (recording.save(place, envelope)) log(`record: wrote ${place.area}/${place.call}/${place.key}.json`);
    send(res, reply.status, body, { 'Content-Type': reply.headers.get('content-type') ?? 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  };
}

/** Both spellings of the API's root the spec's paths use (`api/…`, `Api/…`). */
export function recordRoutes(recording: Recording, upstream: string, log: (line: string) => void): Route[] {
  const handle = forward(recording, upstream, log);
  return ['/api/', '/Api/'].map((path) => ({ methods: ['GET', 'POST'], path, prefix: true, handle }));
}
