import type { LanguageCode } from '../../schemas/primitives';
import { dateFormat } from './format';

/**
 * Wire times in an event's time zone. The gateway sends "2027-05-18 08:00:00" (the venue's wall
 * clock, no offset) and ISO 8601 strings, with or without an offset, sometimes mixed in one
 * reply. Read once into instants, they sort and compare correctly, and Intl shows them in the
 * zone the visitor chose: the event's (labelled) or their own.
 */

/** The viewer's own zone, as the browser reports it. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Minutes east of UTC in `zone` at `instant` ("GMT+08:00" → 480), from Intl's own offset name. */
export function offsetMinutes(instant: Date, zone: string): number {
  const name = dateFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant a wire time names. With an offset (or Z) it is exact; without one it is the wall
 * clock of `zone` (the event's), or of the viewer when the event's zone is unknown. Unreadable
 * values give null, never an Invalid Date.
 */
export function wireInstant(value: string | null | undefined, zone: string | null): Date | null {
  const parts = WIRE.exec(value?.trim() ?? '');
  if (!parts) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = parts.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part)));
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const offset = parts[7];
  if (offset) {
    const [date, time = '00:00'] = [`${year}-${parts[2]}-${parts[3]}`, parts[4] && `${parts[4]}:${parts[5]}:${parts[6] ?? '00'}`];
    const instant = new Date(`${date}T${time}${offset === 'Z' ? 'Z' : offset.replace(/^([+-]\d{2}):?(\d{2})$/, '$1:$2')}`);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  if (!zone) {
    const local = new Date(year!, month! - 1, day!, hour, minute, second);
    return local.getDate() === day ? local : null;
  }
  // The wall clock read as if it were UTC, then moved by the zone's offset at that moment; a
  // second look settles the hour around a change of summer time.
  const asUtc = Date.UTC(year!, month! - 1, day!, hour, minute, second);
  if (new Date(asUtc).getUTCDate() !== day) return null;
  const first = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first), zone) * 60_000);
}

/** The calendar day (YYYY-MM-DD) of an instant in `zone`; null: the viewer's zone. */
export function dayIn(instant: Date, zone: string | null): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormat('en-CA', { timeZone: zone ?? undefined, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** A time of day as the visitor's language writes it ("9:30 AM", "09:30"), in the zone shown; null: the viewer's zone. */
export function formatTimeIn(instant: Date, zone: string | null, language: LanguageCode): string {
  return dateFormat(language, { timeZone: zone ?? undefined, hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** A date and time of day as the visitor's language writes them ("Oct 22, 2026, 10:00 AM"), in the zone shown; null: the viewer's zone. */
export function formatDateTimeIn(instant: Date, zone: string | null, language: LanguageCode): string {
  return dateFormat(language, { timeZone: zone ?? undefined, dateStyle: 'medium', timeStyle: 'short' }).format(instant);
}

/** A zone's name for people, in their language ("China Standard Time", "中国标准时间"), at `instant`. */
export function zoneName(zone: string | null, language: LanguageCode, instant: Date): string {
  return (
    dateFormat(language, { timeZone: zone ?? undefined, timeZoneName: 'longGeneric' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** The same zone's offset label ("GMT+8"), for a label that must be short. */
export function zoneOffsetLabel(zone: string | null, instant: Date): string {
  return (
    dateFormat('en-US', { timeZone: zone ?? undefined, timeZoneName: 'shortOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}
