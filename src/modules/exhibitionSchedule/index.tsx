import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { ExhibitionEvent, ExhibitionScheduleModule } from '../../../schemas/modules/exhibitionSchedule';
import type { Link } from '../../../schemas/modules/link';
import type { Terminal } from '../../../schemas/page';
import { formatDay } from '../../i18n/format';
import { EmptyState } from '../shared/EmptyState';
import { useFullList } from '../shared/fullList';
import { moduleQuery, SearchLink } from '../shared/SearchLink';
import { useModuleHost } from '../../site/host';
import { ROUTES } from '../../site/routes';
import { DaySection } from './DaySection';
import { EntryCard } from './EntryCard';
import { byDay } from './group';
import { NS } from './texts';

const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/**
 * The expo's fairs, forums and activities as a day-by-day agenda: columns on desktop, stacked
 * on phones. On its list page, where the whole agenda stands, it offers the agenda's search.
 */
export default function ExhibitionSchedule({ module, config, terminal }: ModuleViewProps<ExhibitionScheduleModule>) {
  const { t } = useTranslation(NS);
  const { language } = useModuleHost();
  const fullList = useFullList();
  const days = byDay(config.items);
  if (days.length === 0) return <EmptyState />;
  const query = moduleQuery(module);
  return (
    <>
      {fullList && (
        <SearchLink route={ROUTES.exhibitionScheduleSearch} module={module}>
          {t('search')}
        </SearchLink>
      )}
      <Days $terminal={terminal}>
        {days.map((day) => {
          const headingId = `${module.id}-${day.date}`;
          return (
            <DaySection key={day.date} aria-labelledby={headingId}>
              <h3 id={headingId}>
                <time dateTime={day.date}>{formatDay(day.date, language, DAY_HEADING)}</time>
              </h3>
              <ol>
                {day.items.map((item) => (
                  <Entry key={item.id} item={item} query={config.showDetailLink ? query : null} />
                ))}
              </ol>
            </DaySection>
          );
        })}
      </Days>
    </>
  );
}

/** One entry; its title opens the detail page (spec section 2) with the agenda's query, so that page finds the module. */
function Entry({ item, query }: { item: ExhibitionEvent; query: Record<string, string> | null }) {
  const { LinkView } = useRenderer();
  const detail: Link | null = query && { linkType: 'route', route: ROUTES.exhibitionScheduleDetail, query: { ...query, id: item.id }, openInNewTab: false, title: item.title };
  return <EntryCard item={item} heading="h4" title={detail ? <LinkView link={detail}>{item.title}</LinkView> : item.title} />;
}

const Days = styled.div<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: ${({ $terminal }) => ($terminal === 'pc' ? 'repeat(auto-fit, minmax(calc(var(--space-11) * 3.5), 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-6)' : 'var(--space-5)')};
  align-items: start;
`;

