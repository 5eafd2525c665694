import { reportLeftOutItemsTo } from '../../schemas/keptList';
import { config } from './config';

/**
 * Reports a problem the visitor did not cause and cannot fix (a bad module, a bad reply): always
 * to the console, and to the report endpoint when `enableReport` is on.
 */
export function report(kind: string, detail: Record<string, unknown>): void {
  console.error(`[${kind}]`, detail);
  const { enableReport, reportUrl } = config();
  if (!enableReport) return;
  const body = JSON.stringify({ kind, detail, href: location.href, at: new Date().toISOString() });
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(reportUrl, new Blob([body], { type: 'application/json' }));
  if (!sent) void fetch(reportUrl, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

// A list item its schema refused is left out alone (schemas/keptList.ts) and reported here, once per reply read.
reportLeftOutItemsTo((item) => report('list-item-left-out', { ...item }));
