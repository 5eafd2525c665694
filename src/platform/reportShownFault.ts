import { useEffect } from 'react';
import { GatewayError } from './errors';
import { report } from './report';

/**
 * A failed call the visitor is shown is reported too, with the route it was shown on and the
 * call that failed, so a report reads "which call fails where" without the visitor's help.
 */
export function useReportShownFault(error: unknown): void {
  useEffect(() => {
    if (error === undefined) return;
    const route = window.location.pathname;
    if (error instanceof GatewayError) {
      const { path, status, code } = error.details;
      report('call-fault', { route, call: path ?? null, kind: error.kind, status: status ?? null, code: code ?? null });
    } else {
      report('call-fault', { route, call: null, kind: 'network', error: String(error) });
    }
  }, [error]);
}
