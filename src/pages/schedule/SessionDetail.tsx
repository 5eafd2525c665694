import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useTerminal } from '../../../renderer';
import type { Terminal } from '../../../schemas/page';
import { Skeleton } from '../../modules/schedule/Skeleton';
import { ErrorState } from '../../site/ErrorState';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { PageColumn } from '../shared/PageColumn';
import { SiteAccess } from '../shared/SiteAccess';
import { findSession } from './programme';
import { ProgrammeNav } from './ProgrammeNav';
import { SessionView } from './SessionView';
import { SCHEDULE_PAGES_NS } from './texts';
import { useSessionActions } from './useSessionActions';
import { useSiteProgramme } from './useSiteProgramme';

/**
 * subPages/schedule/detail/index?id=<session id> (spec section 2): one session of the
 * programme, found by id among every day's sessions; an unknown id says the session is not found.
 */
export default function SessionDetail() {
  const terminal = useTerminal();
  const [params] = useSearchParams();
  return (
    <PageColumn $terminal={terminal}>
      <ProgrammeNav withSearch />
      <SiteAccess>
        <Lookup id={params.get('id')} terminal={terminal} />
      </SiteAccess>
    </PageColumn>
  );
}

function Lookup({ id, terminal }: { id: string | null; terminal: Terminal }) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const { host, programme } = useSiteProgramme();
  const { follow, addToCalendar, settled } = useSessionActions(host);
  const item = id && programme.status === 'ready' ? findSession(programme.data, id) : null;
  const missing = !id || (programme.status === 'ready' && !item);
  useDocumentTitle(missing ? t('detail.notFound') : item?.title);

  if (missing) return <ErrorState title={t('detail.notFound')} />;
  if (programme.status === 'error') return <ErrorState error={programme.error} onRetry={programme.retry} />;
  // The follow button waits for the event's setting with the rest, so nothing moves once shown.
  if (!item || !settled) {
    return (
      <>
        <span className="visually-hidden">{t('detail.loading')}</span>
        <Skeleton />
      </>
    );
  }
  return <SessionView item={item} host={host} terminal={terminal} follow={follow} addToCalendar={addToCalendar} />;
}
