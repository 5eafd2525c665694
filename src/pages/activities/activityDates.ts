import type { Activity } from '../../../schemas/content/activity';
import type { LanguageCode } from '../../../schemas/primitives';
import { dateFormat, formatRange, knownTimeZone } from '../../i18n/format';
import { wireInstant } from '../../i18n/zonedTime';

/**
 * An activity's dates as one range ("14–15 May 2026") in the visitor's language, read and shown
 * in the activity's own zone: a Lisbon summit starting at 9:00 on 14 May is on the 14th
 * wherever the visitor is. Unknown dates give an empty text (spec section 5).
 */
export function activityDates(activity: Pick<Activity, 'startTime' | 'endTime' | 'timeZone'>, language: LanguageCode): string {
  const zone = knownTimeZone(activity.timeZone);
  const start = wireInstant(activity.startTime, zone);
  const end = wireInstant(activity.endTime, zone);
  const format = dateFormat(language, { timeZone: zone ?? undefined, year: 'numeric', month: 'long', day: 'numeric' });
  if (start && end && end >= start) return formatRange(format, start, end);
  const one = start ?? end;
  return one ? format.format(one) : '';
}
