import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDay, formatNumber } from '../../i18n/format';
import { EmptyState } from '../../modules/shared/EmptyState';
import { moduleQuery } from '../../modules/shared/SearchLink';
import { LoadFailed } from '../../modules/shared/LoadFailed';
import { DaySection } from '../../modules/exhibitionSchedule/DaySection';
import { EntryCard } from '../../modules/exhibitionSchedule/EntryCard';
import { byDay } from '../../modules/exhibitionSchedule/group';
import { ROUTES } from '../../site/routes';
import { useSite } from '../../site/SiteContext';
import { useAppHref } from '../../site/siteParams';
import { entriesOf, type AgendaEntry } from './agendas';
import { FROM_SEARCH } from './fromSearch';
import { searchable } from '../../i18n/searchText';
import { matchesKeyword } from './match';
import { AGENDA_PAGES_NS } from './texts';
import { useAgendaAccess, useAgendas, useAgendaScope } from './useAgendas';

const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/** Grey cards while the agenda loads (hidden from screen readers: the status says it). */
const PLACEHOLDERS = 3;

/**
 * The count (a polite status) and the entries the keyword finds in the agendas in scope, by
 * day, each opening its detail page; the spec's 'no data' when none. Entries of a page or
 * module the visitor may not see are never listed.
 */
export function SearchResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation(AGENDA_PAGES_NS);
  const agendas = useAgendas(useAgendaScope());
  const accessOf = useAgendaAccess();
  const ready = agendas.status === 'ready' ? agendas.agendas : null;
  const waiting = ready === null || ready.some((agenda) => accessOf(agenda).kind === 'pending');
  const needle = useMemo(() => searchable(keyword), [keyword]);
  const found = useMemo(
    () => (ready && !waiting ? entriesOf(ready.filter((agenda) => accessOf(agenda).kind === 'granted')).filter((entry) => matchesKeyword(entry, needle)) : []),
    [ready, waiting, accessOf, needle],
  );

  if (agendas.status === 'error') return <LoadFailed error={agendas.error} onRetry={agendas.retry} />;
  const number = formatNumber(found.length);
  const status = waiting ? t('search.loading') : needle ? t('search.found', { number }) : t('search.all', { number });
  return (
    <>
      <Status role="status">{status}</Status>
      {waiting ? <Placeholders /> : found.length === 0 ? <EmptyState /> : <Days entries={found} />}
    </>
  );
}

function Days({ entries }: { entries: readonly AgendaEntry[] }) {
  const { site } = useSite();
  const href = useAppHref();
  return byDay(entries).map((day) => {
    const headingId = `agenda-day-${day.date}`;
    return (
      <Day key={day.date} aria-labelledby={headingId}>
        <h2 id={headingId}>
          <time dateTime={day.date}>{formatDay(day.date, site.language, DAY_HEADING)}</time>
        </h2>
        <ol>
          {day.items.map((entry) => {
            const to = href(ROUTES.exhibitionScheduleDetail, { ...moduleQuery({ id: entry.agenda.module.id, pageId: entry.agenda.pageId }), id: entry.id });
            const title = (
              <Link to={to} state={FROM_SEARCH}>
                {entry.title}
              </Link>
            );
            return <EntryCard key={`${entry.agenda.module.id}:${entry.id}`} item={entry} heading="h3" title={title} />;
          })}
        </ol>
      </Day>
    );
  });
}

function Placeholders() {
  return (
    <Day as="div" aria-hidden="true">
      <span className="module-skeleton heading" />
      <ol>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          <li key={index} className="module-skeleton" />
        ))}
      </ol>
    </Day>
  );
}

/** One line kept for the count from the start, so nothing moves when it arrives. */
const Status = styled.p`
  min-height: calc(var(--font-size-sm) * 1.6);
  margin: var(--space-5) 0 var(--space-3);
  font-size: var(--font-size-sm);
  line-height: 1.6;
  color: var(--color-text-muted);
`;

/** A day of results: its entries side by side where the screen has room for them. */
const Day = styled(DaySection)`
  margin-bottom: var(--space-7);

  .heading {
    display: block;
    min-height: var(--space-8);
  }
  > ol {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  }
`;
