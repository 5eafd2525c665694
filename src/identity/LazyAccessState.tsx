import { lazy, Suspense } from 'react';
import type { AccessDenial } from './access';

const AccessStateView = lazy(() => import('./AccessState').then(({ AccessState }) => ({ default: AccessState })));

/**
 * The access state, fetched only when a visitor is refused: most visitors of most pages never
 * are, so its code and texts stay out of the first screen.
 */
export function AccessState({ reason }: { reason: AccessDenial }) {
  return (
    <Suspense fallback={null}>
      <AccessStateView reason={reason} />
    </Suspense>
  );
}
