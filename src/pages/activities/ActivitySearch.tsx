import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { SearchStatus } from '../shared/SearchForm';
import { SearchPage } from '../shared/SearchPage';
import { ActivitiesNav } from './ActivitiesNav';
import { ActivityList } from './ActivityList';
import { useActivities } from './activities';
import { shownActivities } from './shownActivities';
import { ACTIVITY_PAGES_NS } from './texts';

/**
 * pages/activates/search (spec section 2, title: search): the activities whose name or place
 * holds the address's `keyword` (every one without it), matched here as the gateway's calls
 * take no keyword; Back brings the previous search.
 */
export default function ActivitySearch() {
  return <SearchPage ns={ACTIVITY_PAGES_NS} param="keyword" nav={<ActivitiesNav to="list" />} results={(keyword) => <Results keyword={keyword} />} />;
}

/** The count (a polite status) and the matches; more pages may hold more until paging ends. */
function Results({ keyword }: { keyword: string }) {
  const { t } = useTranslation(ACTIVITY_PAGES_NS);
  const { loadMore, retry, ...state } = useActivities();
  const shown = shownActivities(state.rows, keyword);
  let status = '';
  if (state.rows.length === 0 && state.status === 'loading') status = t('search.searching');
  else if (state.status !== 'error' || state.rows.length > 0) {
    status = t(state.done ? 'search.found' : 'search.shown', { number: formatNumber(shown.length) });
  }
  return (
    <>
      <SearchStatus>{status}</SearchStatus>
      <ActivityList state={state} shown={shown} loadMore={loadMore} retry={retry} />
    </>
  );
}
