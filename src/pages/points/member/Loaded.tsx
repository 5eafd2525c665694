import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../modules/shared/LoadFailed';
import type { QueryState } from '../../../platform/useQuery';

/**
 * One part of a mall screen that waits for its own reply: a skeleton while it loads, a
 * translated error with a retry when it fails. Each part keeps its place: after a change
 * (an invitation code) one part reloading never takes the rest of the screen, or the form, away.
 */
export function Loaded<T>({ query, children }: { query: QueryState<T> & { retry: () => void }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.status === 'error') return <LoadFailed error={query.error} onRetry={query.retry} />;
  if (query.status === 'loading') return <div className="module-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  return children(query.data);
}
