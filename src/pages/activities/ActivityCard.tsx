import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Activity } from '../../../schemas/content/activity';
import type { LanguageCode } from '../../../schemas/primitives';
import { clampLines, fillBox } from '../../theme/mixins';
import { linkedCard } from '../shared/linkedCard';
import { activityDates } from './activityDates';

interface Props {
  activity: Activity;
  language: LanguageCode;
  /** The activity's site. */
  href: string;
}

/** Where an activity takes place, as a visitor reads it: venue, city, country. */
function placeOf(activity: Activity): string {
  return [activity.venue, activity.cityName, activity.countryName].filter(Boolean).join(', ');
}

/**
 * One activity as a card: its cover in a box of fixed ratio (held before the picture loads),
 * its name (a heading, its link covering the card and opening the activity's site), its dates
 * in its own zone and its place. The two lines keep their height when empty, so cards align.
 */
export function ActivityCard({ activity, language, href }: Props) {
  return (
    <Card data-activity={activity.id}>
      <div className="cover">{activity.cover && <img src={activity.cover} alt="" loading="lazy" decoding="async" />}</div>
      <div className="text">
        <h2>
          <Link to={href}>{activity.title}</Link>
        </h2>
        <p>{activityDates(activity, language)}</p>
        <p>{placeOf(activity)}</p>
      </div>
    </Card>
  );
}

/** A grey card in the same box while the first page loads (hidden from screen readers: the page says it loads). */
export function ActivityPlaceholder() {
  return (
    <Card as="div" className="placeholder">
      <div className="cover" />
      <div className="text" />
    </Card>
  );
}

const Card = styled.li`
  ${linkedCard}
  display: grid;
  grid-template-rows: auto 1fr;

  .cover {
    aspect-ratio: 16 / 9;
    overflow: hidden;
    border-radius: var(--radius-md) var(--radius-md) 0 0;
    background: var(--color-surface);
  }
  .cover img {
    ${fillBox}
  }
  .text {
    display: grid;
    align-content: start;
    gap: var(--space-1);
    /* Two lines of name and two of details, always: a card never grows when its text arrives. */
    min-height: calc(var(--font-size-lg) * 1.35 * 2 + var(--font-size-sm) * 1.45 * 2 + var(--space-1) * 2 + var(--space-4) * 2);
    padding: var(--space-4);
  }
  h2 {
    ${clampLines(2)}
    margin: 0;
    font-size: var(--font-size-lg);
    line-height: 1.35;
  }
  p {
    ${clampLines(1)}
    min-height: calc(var(--font-size-sm) * 1.45);
    margin: 0;
    font-size: var(--font-size-sm);
    line-height: 1.45;
    color: var(--color-text-muted);
  }
  &.placeholder {
    border-color: transparent;
    background: var(--color-surface);
  }
`;
