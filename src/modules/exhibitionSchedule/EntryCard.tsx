import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ExhibitionEvent } from '../../../schemas/modules/exhibitionSchedule';
import { Chip } from '../shared/Chip';
import { Place } from '../shared/Place';
import { NS } from './texts';

/** An entry's time range as two machine-readable times on its day. */
export function TimeRange({ item }: { item: Pick<ExhibitionEvent, 'date' | 'beginTime' | 'endTime'> }) {
  return (
    <>
      <time dateTime={`${item.date}T${item.beginTime}`}>{item.beginTime}</time>–<time dateTime={`${item.date}T${item.endTime}`}>{item.endTime}</time>
    </>
  );
}

interface Props {
  item: ExhibitionEvent;
  /** The title's heading level: under the agenda's day (h4 in a module, h3 on a page of its own). */
  heading: 'h3' | 'h4';
  /** The title as shown: a link to the detail page, or the text alone. */
  title: ReactNode;
}

/**
 * One entry of the agenda as a list item: time range, title, summary, hall and category. The
 * module's agenda and the search page's results show entries alike.
 */
export function EntryCard({ item, heading: Title, title }: Props) {
  const { t } = useTranslation(NS);
  return (
    <Card data-entry-id={item.id}>
      <p className="time">
        <TimeRange item={item} />
      </p>
      <Title className="title">{title}</Title>
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
    </Card>
  );
}

const Card = styled.li`
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
  .title {
    margin: 0;
    font-size: var(--font-size-md);
    line-height: 1.45;
  }
  .title a {
    color: var(--color-text);
    text-decoration: underline;
    text-decoration-color: var(--color-border);
    text-underline-offset: 0.2em;
  }
  .title a:hover {
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
