import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../modules/shared/LoadFailed';
import type { QueryState } from '../../../platform/useQuery';

/** A skeleton as tall as a screenful, so that what replaces it pushes nothing below it. */
export function ScreenSkeleton() {
  const { t } = useTranslation();
  return <div className="module-skeleton" style={{ minHeight: '60vh' }} aria-busy="true" aria-label={t('common:loading')} />;
}

/**
 * One part of a mall screen and its own reply: a translated error with a retry when it failed,
 * in place. The screen waits for every part's first reply together (ScreenSkeleton) and parts
 * keep their last reply while the next loads (useKept), so a part seldom waits alone: when it
 * does, a skeleton.
 */
export function Loaded<T>({ query, children }: { query: QueryState<T> & { retry: () => void }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.status === 'error') return <LoadFailed error={query.error} onRetry={query.retry} />;
  if (query.status === 'loading') return <div className="module-skeleton" aria-busy="true" aria-label={t('common:loading')} />;
  return children(query.data);
}
