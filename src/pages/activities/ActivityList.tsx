import { useTranslation } from 'react-i18next';
import type { Activity } from '../../../schemas/content/activity';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { PagingFooter } from '../../modules/shared/paging/PagingFooter';
import type { PagedState } from '../../platform/paging';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { CardGrid } from '../shared/CardGrid';
import { ActivityCard, ActivityPlaceholder } from './ActivityCard';
import { ACTIVITY_PAGES_NS } from './texts';

/** Grey cards while the first page loads: two lines of a desktop grid, the first screen on a phone. */
const PLACEHOLDERS = 6;

interface Props {
  /** Where paging stands over every activity read. */
  state: PagedState<Activity>;
  /** Of those, the ones this page shows. */
  shown: Activity[];
  loadMore: () => void;
  retry: () => void;
}

/**
 * Activities as cards, each opening its site, then the paging footer ('no more items' at the
 * end); placeholders while the first page loads, the translated error with a retry when it
 * fails, 'no data' when nothing is left to show.
 */
export function ActivityList({ state, shown, loadMore, retry }: Props) {
  const { t } = useTranslation(ACTIVITY_PAGES_NS);
  const { site } = useSite();
  const href = useAppHref();
  const first = state.rows.length === 0;
  if (first && state.status === 'error') return <LoadFailed error={state.error} onRetry={retry} />;
  if (first && state.status === 'loading') {
    return (
      <CardGrid as="div" aria-hidden="true" $min="260px">
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <ActivityPlaceholder key={index} />
        ))}
      </CardGrid>
    );
  }
  if (shown.length === 0 && state.done) return <EmptyState />;
  return (
    <>
      <CardGrid aria-label={t('list.results')} $min="260px">
        {shown.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} language={site.language} href={href(ROUTES.home, { siteId: activity.siteId })} />
        ))}
      </CardGrid>
      <PagingFooter state={state} loadMore={loadMore} retry={retry} />
    </>
  );
}
