import { reportLeftOutItemsTo } from '../../schemas/keptList';
import { config } from './config';

const seen = new Set<string>();

type ReportListener = (kind: string, detail: Record<string, unknown>) => void;
const listeners = new Set<ReportListener>();

/** Lets whoever hosts the page (the preview workbench) hear each report as it is made; returns the way to stop. */
export function observeReports(listener: ReportListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Reports a problem the visitor did not cause and cannot fix (a bad module, a bad reply): once
 * per page, however often it renders. Always to the console; with `enableReport`, to the report
 * endpoint in batches (reportBatch.ts, loaded with the first report: most visits have none).
 */
export function report(kind: string, detail: Record<string, unknown>): void {
  const key = `${kind} ${JSON.stringify(detail)}`;
  if (seen.has(key)) return;
  seen.add(key);
  console.error(`[${kind}]`, detail);
  for (const listener of listeners) listener(kind, detail);
  if (!config().enableReport) return;
  const taken = { kind, detail, href: location.href, at: new Date().toISOString() };
  // Offline, the batching code may not download: the report stays in the console only.
  import('./reportBatch').then(
    ({ queueReport }) => queueReport(taken),
    () => undefined,
  );
}

// A list item its schema refused is left out alone (schemas/keptList.ts) and reported here.
reportLeftOutItemsTo((item) => report('list-item-left-out', { ...item }));
