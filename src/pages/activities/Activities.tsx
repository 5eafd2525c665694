import { useTranslation } from 'react-i18next';
import { useTerminal } from '../../../renderer';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { PageColumn } from '../shared/PageColumn';
import { SiteAccess } from '../shared/SiteAccess';
import { ActivitiesNav } from './ActivitiesNav';
import { ActivityList } from './ActivityList';
import { useActivities } from './activities';
import { shownActivities } from './shownActivities';
import { ACTIVITY_PAGES_NS } from './texts';

/**
 * pages/activates/index (spec section 2, query bventId and destinationCode): the event's, or the
 * agency's, published activities, each opening its site.
 */
export default function Activities() {
  const { t } = useTranslation(ACTIVITY_PAGES_NS);
  const terminal = useTerminal();
  useDocumentTitle(t('list.title'));
  return (
    <PageColumn $terminal={terminal}>
      <ActivitiesNav to="search" />
      <h1>{t('list.title')}</h1>
      <SiteAccess>
        <AllActivities />
      </SiteAccess>
    </PageColumn>
  );
}

function AllActivities() {
  const { loadMore, retry, ...state } = useActivities();
  return <ActivityList state={state} shown={shownActivities(state.rows)} loadMore={loadMore} retry={retry} />;
}
