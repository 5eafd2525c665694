import { reportLeftOutItemsTo } from '../../schemas/keptList';
import { config } from './config';
import type { Report } from './reportBatch';

/** Where a page leaves the reports the batching code had not yet taken, for this tab's next page. */
const UNSENT_KEY = 'unsentReports';

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
  handOver([{ kind, detail, href: location.href, at: new Date().toISOString() }]);
}

/** Reports on their way to the batching code (loaded with the first report: most visits have none). */
const handingOver: Report[] = [];
let keepingOnLeave = false;

/**
 * Gives reports to the batching code once it has downloaded. A page that goes first (a sign-in
 * redirect, a link away) or stays offline until it goes leaves them for the tab's next page,
 * which sends them: a report is never lost for being early, nor sent twice.
 */
function handOver(reports: Report[]): void {
  if (!reports.length) return;
  handingOver.push(...reports);
  if (!keepingOnLeave) {
    keepingOnLeave = true;
    addEventListener('pagehide', leaveUnsent);
    // Back from the back-forward cache, the page is the one to send them after all.
    addEventListener('pageshow', (event) => event.persisted && handOver(takeUnsent()));
    // Offline (at the venue without Wi-Fi) the batching code could not download, nor a batch go:
    // the reports wait for the network to come back, or for the tab's next page.
    addEventListener('online', sendWhenOnline);
  }
  sendWhenOnline();
}

function sendWhenOnline(): void {
  if (navigator.onLine === false || !handingOver.length) return;
  import('./reportBatch').then(
    ({ queueReport }) => handingOver.splice(0).forEach(queueReport),
    () => undefined,
  );
}

function leaveUnsent(): void {
  if (!handingOver.length) return;
  try {
    sessionStorage.setItem(UNSENT_KEY, JSON.stringify(handingOver.splice(0)));
  } catch {
    // No storage: the reports stay in the console only.
  }
}

/** What the tab's last page left unsent, taken out of storage. */
function takeUnsent(): Report[] {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(UNSENT_KEY) ?? '[]');
    sessionStorage.removeItem(UNSENT_KEY);
    return Array.isArray(kept) ? (kept as Report[]) : [];
  } catch {
    return [];
  }
}

// Storage is read at start-up only where reports are sent at all.
if (config().enableReport) handOver(takeUnsent());

// A list item its schema refused is left out alone (schemas/keptList.ts) and reported here.
reportLeftOutItemsTo((item) => report('list-item-left-out', { ...item }));
