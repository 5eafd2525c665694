import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRenderer } from '../../../renderer/context';
import type { ModuleViewProps } from '../../../renderer/registry';
import type { ExhibitionEvent, ExhibitionScheduleModule } from '../../../schemas/modules/exhibitionSchedule';
import type { Link } from '../../../schemas/modules/link';
import type { Terminal } from '../../../schemas/page';
import { formatDay } from '../../i18n/format';
import { Chip } from '../shared/Chip';
import { EmptyState } from '../shared/EmptyState';
import { useModuleHost } from '../../site/host';
import { Place } from '../shared/Place';
import { byDay } from './group';
import { NS } from './texts';
import { ROUTES } from '../../site/routes';

/** The detail page of an entry (spec section 2). */

const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };

/** The expo's fairs, forums and activities as a day-by-day agenda: columns on desktop, stacked on phones. */
export default function ExhibitionSchedule({ module, config, terminal }: ModuleViewProps<ExhibitionScheduleModule>) {
  const { language } = useModuleHost();
  const days = byDay(config.items);
  if (days.length === 0) return <EmptyState />;
  return (
    <Days $terminal={terminal}>
      {days.map((day) => {
        const headingId = `${module.id}-${day.date}`;
        return (
          <Day key={day.date} aria-labelledby={headingId}>
            <h3 id={headingId}>
              <time dateTime={day.date}>{formatDay(day.date, language, DAY_HEADING)}</time>
            </h3>
            <ol>
              {day.items.map((item) => (
                <Entry key={item.id} item={item} linked={config.showDetailLink} />
              ))}
            </ol>
          </Day>
        );
      })}
    </Days>
  );
}

function Entry({ item, linked }: { item: ExhibitionEvent; linked: boolean }) {
  const { t } = useTranslation(NS);
  const { LinkView } = useRenderer();
  const detail: Link = { linkType: 'route', route: ROUTES.exhibitionScheduleDetail, query: { id: item.id }, openInNewTab: false, title: item.title };
  return (
    <Item data-entry-id={item.id}>
      <p className="time">
        <time dateTime={`${item.date}T${item.beginTime}`}>{item.beginTime}</time>–<time dateTime={`${item.date}T${item.endTime}`}>{item.endTime}</time>
      </p>
      <h4>{linked ? <LinkView link={detail}>{item.title}</LinkView> : item.title}</h4>
      {item.summary && <p className="summary">{item.summary}</p>}
      {(item.hall || item.category) && (
        <p className="facts">
          {item.hall && (
            <span className="hall">
              <Place kind={t('hall')} name={item.hall} />
            </span>
          )}
          {item.category && (
            <Chip>
              <span className="visually-hidden">{t('category')}: </span>
              {item.category}
            </Chip>
          )}
        </p>
      )}
    </Item>
  );
}

const Days = styled.div<{ $terminal: Terminal }>`
  display: grid;
  grid-template-columns: ${({ $terminal }) => ($terminal === 'pc' ? 'repeat(auto-fit, minmax(calc(var(--space-11) * 3.5), 1fr))' : 'minmax(0, 1fr)')};
  gap: ${({ $terminal }) => ($terminal === 'pc' ? 'var(--space-6)' : 'var(--space-5)')};
  align-items: start;
`;

const Day = styled.section`
  display: grid;
  gap: var(--space-3);

  h3 {
    margin: 0;
    padding-bottom: var(--space-2);
    border-bottom: 3px solid var(--color-primary);
    font-size: var(--font-size-lg);
    line-height: 1.4;
  }
  ol {
    display: grid;
    gap: var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Item = styled.li`
  display: grid;
  gap: var(--space-1);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-md);
  background: var(--color-bg);
  box-shadow: var(--shadow-1);

  p {
    margin: 0;
  }
  .time {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: var(--color-primary-text);
  }
  h4 {
    margin: 0;
    font-size: var(--font-size-md);
    line-height: 1.45;
  }
  h4 a {
    color: var(--color-text);
    text-decoration: underline;
    text-decoration-color: var(--color-border);
    text-underline-offset: 0.2em;
  }
  h4 a:hover {
    color: var(--color-primary-text);
    text-decoration-color: currentColor;
  }
  .summary {
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
  .facts {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2) var(--space-3);
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
  .hall {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
  }
`;
