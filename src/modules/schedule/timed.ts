import type { ScheduleItem } from '../../../schemas/content/schedule';
import { wireInstant } from '../../i18n/zonedTime';

/** A session with its times read once, as instants. */
export type TimedSession = ScheduleItem & { begin: Date; end: Date };

/**
 * A list of sessions with their times read in the event's zone (`zone`; null: the visitor's),
 * in order of their start and then their end, whatever format each time came in: sorting the
 * wire strings would put "2027-05-18T00:30:00Z" before "2027-05-18 08:00:00" in Macau. A
 * session whose times cannot be read has no place in a timetable and is left out.
 */
export function timeSessions(items: readonly ScheduleItem[], zone: string | null): TimedSession[] {
  return items
    .flatMap((item) => {
      const begin = wireInstant(item.beginTime, zone);
      const end = wireInstant(item.endTime, zone);
      return begin && end ? [{ ...item, begin, end: end < begin ? begin : end }] : [];
    })
    .sort((a, b) => a.begin.getTime() - b.begin.getTime() || a.end.getTime() - b.end.getTime());
}
