import type { IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

/** Bodies larger than this are refused: every gateway body the client sends is small. */
const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  send(res, status, text, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
}

/**
 * Below this a reply goes as it is: gzip's own header and a browser's inflating cost more than
 * the bytes saved (the small envelopes and redirects).
 */
const COMPRESS_FROM_BYTES = 1024;

/** Text a browser may be sent gzipped: markup, script, JSON, SVG. */
export const isText = (type: string | undefined): boolean => /^text\/|json|javascript|svg\+xml/.test(type ?? '');

/** Whether the request says it takes gzip. */
export const acceptsGzip = (req: IncomingMessage): boolean => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

/**
 * Sends a reply, gzipped when it is text of some size and the client takes gzip, as a production
 * gateway behind nginx or a CDN answers (deploy/nginx/minisite.conf gzips proxied JSON): the demo
 * home's page detail is 27.6 kB of JSON and 2.8 kB gzipped, on the path to a phone's first screen.
 */
export function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const text = isText(headers['Content-Type']);
  const zipped = text && bytes.length >= COMPRESS_FROM_BYTES && acceptsGzip(res.req) ? zlib.gzipSync(bytes) : null;
  const sent = zipped ?? bytes;
  res.writeHead(status, { 'Content-Length': String(sent.length), ...(text ? { Vary: 'Accept-Encoding' } : {}), ...(zipped ? { 'Content-Encoding': 'gzip' } : {}), ...headers });
  res.end(sent);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { Location: location, 'Content-Length': '0' });
  res.end();
}

/** Spec section 5, "Unauthenticated visitors see …": the gateway's 401 text. */
export const NOT_SIGNED_IN = 'Sorry, you are not logged in yet. Please log in first.';

/**
 * The gateway's failure envelope (spec section 7): the client reads businessMessage, so a
 * missing fixture or a bad request explains itself in the visitor's error state and the logs.
 */
export function sendEnvelopeError(res: ServerResponse, status: number, businessMessage: string): void {
  sendJson(res, status, envelopeError(businessMessage));
}

export const envelopeError = (businessMessage: string) => ({ isSuccess: false, businessMessage, sysMessage: null, businessCode: null, returnObj: null });

/** The gateway's success envelope around a returnObj. */
export const envelope = (returnObj: unknown) => ({ isSuccess: true, businessMessage: null, sysMessage: null, businessCode: null, returnObj });

/** The request body as text. Throws HttpError 413 past MAX_BODY_BYTES. */
export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, `Request body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A form post (application/x-www-form-urlencoded) as its fields. Throws HttpError 413. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readText(req));
}

/** The request body parsed as JSON; an empty body is `{}`. Throws HttpError 400/413. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = (await readText(req)).trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** The decoded path after `prefix`; a malformed escape is the client's error, not ours. */
export function pathAfter(pathname: string, prefix: string): string {
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    throw new HttpError(400, `Malformed URL: ${pathname}`);
  }
}

/**
 * The origin the visitor used; a Host header that is not a plain host[:port] is ignored. Behind
 * a proxy that says so (X-Forwarded-Proto), its scheme.
 */
export function originOf(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host;
  const scheme = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return host && /^[\w.-]+(:\d+)?$|^\[[\da-f:]+\](:\d+)?$/i.test(host) ? `${scheme}://${host}` : fallback;
}
