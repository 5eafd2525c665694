import type { IncomingMessage, ServerResponse } from 'node:http';

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

export function send(res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Length': String(Buffer.byteLength(body)), ...headers });
  res.end(body);
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
