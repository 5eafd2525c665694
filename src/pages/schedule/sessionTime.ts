import type { LanguageCode } from '../../../schemas/primitives';
import { dateFormat, formatRange } from '../../i18n/format';

/**
 * A session's day and times as one phrase in the visitor's language, in the zone shown (null:
 * the visitor's): "Thursday, October 22, 2026, 9:30 – 10:30 AM"; Intl names both days when the
 * session runs past midnight there.
 */
export function formatSessionTime(begin: Date, end: Date, zone: string | null, language: LanguageCode): string {
  const format = dateFormat(language, { timeZone: zone ?? undefined, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
  return formatRange(format, begin, end);
}
