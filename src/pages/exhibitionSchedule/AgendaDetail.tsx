import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTerminal } from '../../../renderer';
import { AccessState } from '../../identity/LazyAccessState';
import { formatDay } from '../../i18n/format';
import { TimeRange } from '../../modules/exhibitionSchedule/EntryCard';
import { ErrorState } from '../../site/ErrorState';
import { useSite } from '../../site/SiteContext';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { SiteAccess } from '../shared/SiteAccess';
import { PageColumn } from '../shared/PageColumn';
import { findEntry, type AgendaEntry } from './agendas';
import { BackToSearch } from './BackToSearch';
import { AGENDA_PAGES_NS } from './texts';
import { useAgendaAccess, useAgendas, useAgendaScope, type AgendaScope } from './useAgendas';

const FULL_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };

/**
 * pages/exhibitionSchedule/detail?id=<entry id> (spec section 2): one entry of the exhibition
 * schedule, found in the agenda its link names (pageId, moduleId) or, on an old or shared link
 * with the id alone, in the site's agendas; an unknown id says the entry is not found.
 */
export default function AgendaDetail() {
  const terminal = useTerminal();
  const [params] = useSearchParams();
  const scope = useAgendaScope();
  return (
    <PageColumn $terminal={terminal}>
      <BackToSearch scope={scope} />
      <SiteAccess>
        <Lookup id={params.get('id')} scope={scope} />
      </SiteAccess>
    </PageColumn>
  );
}

function Lookup({ id, scope }: { id: string | null; scope: AgendaScope }) {
  const { t } = useTranslation(AGENDA_PAGES_NS);
  const agendas = useAgendas(scope);
  const accessOf = useAgendaAccess();
  const entry = id && agendas.status === 'ready' ? findEntry(agendas.agendas, id) : null;
  const missing = !id || (agendas.status === 'ready' && !entry);
  useDocumentTitle(missing ? t('detail.notFound') : entry?.title);

  if (missing) return <ErrorState title={t('detail.notFound')} />;
  if (agendas.status === 'error') return <ErrorState error={agendas.error} onRetry={agendas.retry} />;
  const access = entry ? accessOf(entry.agenda) : null;
  if (access?.kind === 'denied') return <AccessState reason={access.reason} />;
  if (!entry || access?.kind === 'pending') {
    return (
      <Loading aria-busy="true">
        <span className="visually-hidden">{t('detail.loading')}</span>
        <span className="module-skeleton title" />
        <span className="module-skeleton" />
      </Loading>
    );
  }
  return <EntryView entry={entry} />;
}

/** Which agenda, the title, then date, time, hall and category as a description list, and the summary. */
function EntryView({ entry }: { entry: AgendaEntry }) {
  const { t } = useTranslation(AGENDA_PAGES_NS);
  const { site } = useSite();
  return (
    <>
      <Agenda>{entry.agenda.module.moduleTitle.title || t('detail.schedule')}</Agenda>
      <h1 data-entry-id={entry.id}>{entry.title}</h1>
      <Facts>
        <div>
          <dt>{t('detail.date')}</dt>
          <dd>
            <time dateTime={entry.date}>{formatDay(entry.date, site.language, FULL_DATE)}</time>
          </dd>
        </div>
        <div>
          <dt>{t('detail.time')}</dt>
          <dd>
            <TimeRange item={entry} />
          </dd>
        </div>
        {entry.hall && (
          <div>
            <dt>{t('detail.hall')}</dt>
            <dd>{entry.hall}</dd>
          </div>
        )}
        {entry.category && (
          <div>
            <dt>{t('detail.category')}</dt>
            <dd>{entry.category}</dd>
          </div>
        )}
      </Facts>
      {entry.summary && <Summary>{entry.summary}</Summary>}
    </>
  );
}

const Loading = styled.div`
  display: grid;
  gap: var(--space-4);

  .module-skeleton {
    display: block;
  }
  .title {
    min-height: var(--space-9);
    width: 60%;
  }
`;

/** The agenda's own name over the title, so a visitor from a shared link knows where they are. */
const Agenda = styled.p`
  margin: 0 0 var(--space-2);
  font-size: var(--font-size-sm);
  font-weight: 600;
  color: var(--color-primary-text);
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: var(--space-4);
  margin: 0;
  padding: var(--space-5);
  border-radius: var(--radius-md);
  background: var(--color-surface);

  dt {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  dd {
    margin: var(--space-1) 0 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/** The organiser's text at a comfortable line length for its script. */
const Summary = styled.p`
  max-width: var(--measure);
  margin: var(--space-6) 0 0;
  line-height: 1.7;

  &:lang(zh-CN),
  &:lang(zh-HK) {
    max-width: var(--measure-cjk);
  }
`;
