import { config } from './config';
import { catalogue, GatewayError } from './errors';

/** Request, connect, upload and download timeouts (spec section 9). */
export const REQUEST_TIMEOUT_MS = 60_000;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

export interface RequestOptions {
  url: string;
  method?: string;
  data?: unknown;
  header?: Record<string, string>;
  /** 'json' parses a text reply as JSON when it can (the default). */
  dataType?: 'json' | 'text';
  /** 'arraybuffer' keeps bytes; anything else falls back to text (spec section 5). */
  responseType?: 'text' | 'arraybuffer';
  withCredentials?: boolean;
  timeout?: number;
  signal?: AbortSignal;
}

export interface RequestResult {
  data: unknown;
  statusCode: number;
  header: Record<string, string>;
  cookies: string[];
}

/**
 * The generic request of spec section 7: method defaults to GET and must be a standard verb;
 * GET data goes in the query string; other methods serialise by content type (JSON by default,
 * form-urlencoded, or a string as is). Rejects 'timeout', 'abort', or a network error with no
 * message.
 */
export async function request(options: RequestOptions): Promise<RequestResult> {
  const method = (options.method ?? 'GET').toUpperCase();
  if (!METHODS.includes(method as Method)) throw new TypeError(`request: unsupported method ${options.method}`);
  const header = { ...options.header };
  let url = options.url;
  let body: string | undefined;
  if (method === 'GET' || method === 'HEAD') {
    url = withQuery(url, options.data);
  } else if (options.data !== undefined) {
    body = serialise(options.data, header);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? config().requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  if (options.signal?.aborted) controller.abort();

  try {
    const response = await fetch(url, {
      method,
      headers: header,
      body,
      credentials: options.withCredentials ? 'include' : 'same-origin',
      signal: controller.signal,
    });
    const data = options.responseType === 'arraybuffer' ? await response.arrayBuffer() : decode(await response.text(), options.dataType);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, key) => (headers[key] = value));
    return { data, statusCode: response.status, header: headers, cookies: response.headers.getSetCookie?.() ?? [] };
  } catch (error) {
    // The call's path goes with its failure: a report says which call failed where.
    const call = { path: new URL(options.url, location.href).pathname };
    if (timedOut) throw new GatewayError('timeout', catalogue.timeout, call);
    if (controller.signal.aborted) throw new GatewayError('abort', catalogue.abort, call);
    if (error instanceof GatewayError) throw error;
    throw new GatewayError('network', '', call);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

function withQuery(url: string, data: unknown): string {
  if (!data || typeof data !== 'object') return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined && value !== null) params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

function serialise(data: unknown, header: Record<string, string>): string {
  const typeKey = Object.keys(header).find((key) => key.toLowerCase() === 'content-type');
  const contentType = typeKey ? header[typeKey]! : 'application/json';
  if (!typeKey) header['Content-Type'] = contentType;
  if (typeof data === 'string') return data;
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return new URLSearchParams(Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
  }
  return JSON.stringify(data);
}

function decode(text: string, dataType: RequestOptions['dataType']): unknown {
  if (dataType === 'text') return text;
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
