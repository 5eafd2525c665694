import { config } from './config';

/** One report as the endpoint receives it, in a batch (a JSON array). */
export interface Report {
  kind: string;
  detail: Record<string, unknown>;
  /** The page's address without what sign-in put in it. */
  href: string;
  at: string;
}

/** A batch goes when the page hides, or sooner once this many wait. */
const BATCH_SIZE = 20;
/** Field names whose values are the visitor's credentials or personal data: never sent. */
const PRIVATE_FIELD = /token|password|secret|cookie|authori[sz]ation|session|^code$|email|mobile|phone|account|^(full|user|nick)?name$/i;
/** Credentials that may sit inside a text (an error message quoting a header, a token in an address). */
const BEARER = /Bearer\s+[\w.~+/=-]+/gi;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
/** The address's parameters that carry sign-in's secrets back from the provider. */
const PRIVATE_PARAMS = ['code', 'state', 'session_state', 'token', 'access_token', 'id_token', 'refresh_token', 'iss'];

let waiting: Report[] = [];
let listening = false;

/** A value with credentials and personal data taken out, at any depth. */
function scrub(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(BEARER, 'Bearer [redacted]').replace(JWT, '[token]');
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, PRIVATE_FIELD.test(name) ? '[redacted]' : scrub(field)]));
}

function pageAddress(href: string): string {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}

/** Sends what waits, in one request that survives the page going away. */
export function flushReports(): void {
  if (!waiting.length) return;
  const body = JSON.stringify(waiting);
  waiting = [];
  const { reportUrl } = config();
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(reportUrl, new Blob([body], { type: 'application/json' }));
  if (!sent) void fetch(reportUrl, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

function listenForHide(): void {
  if (listening) return;
  listening = true;
  // pagehide covers a navigation away; visibilitychange a phone switching apps, which may never come back.
  addEventListener('pagehide', flushReports);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushReports());
}

/**
 * Takes a report for the next batch, scrubbed of credentials and personal data: the batch goes
 * when the page hides, or at once when it is full.
 */
export function queueReport({ kind, detail, href, at }: Report): void {
  waiting.push({ kind, detail: scrub(detail) as Record<string, unknown>, href: pageAddress(href), at });
  listenForHide();
  if (waiting.length >= BATCH_SIZE) flushReports();
}
