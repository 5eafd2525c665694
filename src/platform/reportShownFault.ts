import { useEffect } from 'react';
import { GatewayError } from './errors';
import { report } from './report';
import { tellFailure } from './whenStaying';

/**
 * A failed call the visitor is shown is reported too, with the route it was shown on and the
 * call that failed, so a report reads "which call fails where" without the visitor's help. A
 * network failure is told once the page shows it is staying: Firefox fails the calls of a page
 * being left before it goes (whenStaying.ts), and the visitor moving on is no fault.
 */
export function useReportShownFault(error: unknown): void {
  useEffect(() => {
    if (error === undefined) return;
    const route = window.location.pathname;
    tellFailure(error, () => {
      if (!(error instanceof GatewayError)) return report('call-fault', { route, call: null, kind: 'network', error: String(error) });
      const { path, status, code } = error.details;
      report('call-fault', { route, call: path ?? null, kind: error.kind, status: status ?? null, code: code ?? null });
    });
  }, [error]);
}
