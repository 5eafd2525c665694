import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Terminal } from '../../../schemas/page';
import { DocumentList } from '../../modules/document/DocumentList';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { PAGE_SIZE } from '../../modules/shared/material/pageSize';
import { useFiles } from '../../modules/shared/material/useMaterial';
import { PagingFooter } from '../../modules/shared/paging/PagingFooter';
import { PageSection } from '../shared/PageSection';
import { SCHEDULE_PAGES_NS } from './texts';

/**
 * The session's files (Material/GetFileListInScheduleGroup, the session's id its schedule
 * group's): slides and handouts as document rows, each opening in the file viewer. A session
 * without any shows no section, nor one while they load: most sessions have none.
 */
export function SessionFiles({ sessionId, terminal }: { sessionId: string; terminal: Terminal }) {
  const { t } = useTranslation(SCHEDULE_PAGES_NS);
  const headingId = useId();
  const { loadMore, retry, ...state } = useFiles({ kind: 'scheduleGroup', groupId: sessionId, groupType: null }, PAGE_SIZE.document);
  if (state.rows.length === 0 && state.status !== 'error') return null;
  return (
    <PageSection aria-labelledby={headingId} data-session-files="">
      <h2 id={headingId}>{t('detail.files')}</h2>
      {state.rows.length === 0 && state.status === 'error' ? (
        <LoadFailed error={state.error} onRetry={retry} />
      ) : (
        <>
          <DocumentList files={state.rows} terminal={terminal} />
          <PagingFooter state={state} loadMore={loadMore} retry={retry} />
        </>
      )}
    </PageSection>
  );
}
