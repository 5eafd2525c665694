import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '../../../schemas/page';
import { formatNumber } from '../../i18n/format';
import { Skeleton } from '../../modules/schedule/Skeleton';
import { EmptyState } from '../../modules/shared/EmptyState';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { SearchHint, SearchStatus } from '../shared/SearchForm';
import { SearchPage } from '../shared/SearchPage';
import { programmeSessions } from './programme';
import { ProgrammeNav } from './ProgrammeNav';
import { searchSessions } from './searchSessions';
import { SessionsByDay } from './SessionsByDay';
import { SCHEDULE_PAGES_NS } from './texts';
import { useSessionActions } from './useSessionActions';
import { useSiteProgramme } from './useSiteProgramme';

/**
 * subPages/schedule/search/index?keywords=… (spec section 2): the sessions of every day whose
 * title, topic, speakers, venue or type hold the address's keywords, by day; Back brings the
 * previous search.
 */
export default function SessionSearch() {
  return (
    <SearchPage
      ns={SCHEDULE_PAGES_NS}
      param="keywords"
      nav={<ProgrammeNav />}
      results={(keyword, terminal) => <Results keyword={keyword} terminal={terminal} />}
    />
  );
}

/** The count (a polite status), then the matches by day, the spec's 'no data', or a hint before any search. */
function Results({ keyword, terminal }: { keyword: string; terminal: Terminal }) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const { host, programme } = useSiteProgramme();
  const { follow, addToCalendar, settled } = useSessionActions(host);
  const days = programme.status === 'ready' ? programme.data : null;
  const found = useMemo(() => days && searchSessions(programmeSessions(days), keyword), [days, keyword]);

  if (!keyword) {
    return (
      <>
        <SearchStatus />
        <SearchHint>{t('search.hint')}</SearchHint>
      </>
    );
  }
  if (programme.status === 'error') {
    return (
      <>
        <SearchStatus />
        <LoadFailed error={programme.error} onRetry={programme.retry} />
      </>
    );
  }
  // The follow buttons wait for the event's setting with the rows, so nothing moves once shown.
  if (!found || !settled) {
    return (
      <>
        <SearchStatus>{t('search.searching')}</SearchStatus>
        <Skeleton />
      </>
    );
  }
  return (
    <>
      <SearchStatus>{t('search.found', { number: formatNumber(found.length) })}</SearchStatus>
      {found.length === 0 ? (
        <EmptyState />
      ) : (
        <SessionsByDay sessions={found} host={host} terminal={terminal} level="h2" follow={follow} addToCalendar={addToCalendar} />
      )}
    </>
  );
}
