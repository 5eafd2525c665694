import type { LanguageCode } from '../../../schemas/primitives';
import { formatDay } from '../../i18n/format';
import { dayIn, wireInstant } from '../../i18n/zonedTime';

const LONG_DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/**
 * The day a story was published in the event's zone (YYYY-MM-DD; '' when unreadable): a time
 * sent with an offset can fall on another day at the venue than where it was written.
 */
export function publishDay(publishTime: string | null | undefined, zone: string | null): string {
  const instant = wireInstant(publishTime, zone);
  return instant ? dayIn(instant, zone) : '';
}

interface Props {
  publishTime: string | null | undefined;
  /** The event's zone (null: the visitor's own, when the event names none Intl knows). */
  zone: string | null;
  language: LanguageCode;
  className?: string;
}

/** The publish day in words of the site language ("18 September 2026"); '' when unknown. */
export function storyDayText(publishTime: string | null | undefined, zone: string | null, language: LanguageCode): string {
  return formatDay(publishDay(publishTime, zone), language, LONG_DAY);
}

/** The publish day in the site language, machine-readable too; nothing when unknown. */
export function StoryDate({ publishTime, zone, language, className }: Props) {
  const day = publishDay(publishTime, zone);
  const text = storyDayText(publishTime, zone, language);
  if (!text) return null;
  return (
    <time dateTime={day} className={className}>
      {text}
    </time>
  );
}
