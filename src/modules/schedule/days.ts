import type { ScheduleDate } from '../../../schemas/content/schedule';
import { dayIn } from '../../i18n/zonedTime';

/**
 * The day a visitor sees first: today during the event (today at the venue, in `zone`; null:
 * the visitor's own), else the next day to come, else the first.
 */
export function defaultDay<D extends Pick<ScheduleDate, 'date'>>(dates: readonly D[], now: Date, zone: string | null): D | null {
  const today = dayIn(now, zone);
  return dates.find((date) => date.date === today) ?? dates.find((date) => date.date > today) ?? dates[0] ?? null;
}
