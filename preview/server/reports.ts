import { readJson, send, sendJson } from './http';
import type { Route } from './router';

/** Enough to see what a whole test run reported (its suites share this server and report in parallel), bounded so a noisy page cannot grow the process. */
export const KEEP_LAST = 5_000;

/**
 * The client's error reports (`report()` in src/platform/report.ts, on when enableReport is),
 * kept in memory so end-to-end tests can assert that a bad module was reported.
 */
export function reportRoutes(): Route[] {
  const reports: unknown[] = [];
  return [
    {
      methods: ['POST'],
      path: '/api/report',
      handle: async (req, res) => {
        // The client sends its reports in batches (a JSON array); one report alone is taken too.
        const body = await readJson(req);
        reports.push(...(Array.isArray(body) ? body : [body]));
        reports.splice(0, reports.length - KEEP_LAST);
        send(res, 204, '', {});
      },
    },
    { methods: ['GET'], path: '/preview/api/reports', handle: (_req, res) => sendJson(res, 200, reports, { 'Cache-Control': 'no-store' }) },
    {
      methods: ['DELETE'],
      path: '/preview/api/reports',
      handle: (_req, res) => {
        reports.length = 0;
        send(res, 204, '', {});
      },
    },
  ];
}
