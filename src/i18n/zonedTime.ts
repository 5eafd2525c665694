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

/**
 * The options that make a formatter's parts numbers: ASCII digits, the Gregorian calendar and a
 * 0–23 hour, whatever the language or engine would otherwise choose. The parts are read by
 * their type, never by their place in the text: the text and its order are for people, and
 * engines differ in them (WebKit's en-CA writes "10/22/2026" where Chromium's writes
 * "2026-10-22").
 */
const NUMERIC_WALL_CLOCK: Intl.DateTimeFormatOptions = {
  calendar: 'gregory',
  numberingSystem: 'latn',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
};

/** A wall clock in a zone, as numbers: month 1–12, hour 0–23. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The wall clock of `zone` (null: the viewer's) at `instant`, read from Intl's parts. */
function wallClockIn(instant: Date, zone: string | null): WallClock {
  const parts = dateFormat('en-US', { ...NUMERIC_WALL_CLOCK, timeZone: zone ?? undefined }).formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    // Some engines have written midnight as hour 24 of the day it starts (h24); it is hour 0.
    hour: read('hour') % 24,
    minute: read('minute'),
    second: read('second'),
  };
}

/**
 * Minutes east of UTC in `zone` at `instant` (Macau: 480), by arithmetic: the zone's wall
 * clock read as if it were UTC, less the instant. No offset name is read: its text varies
 * ("GMT+08:00", "UTC+8", or a zone's name where an engine knows no offset style).
 */
export function offsetMinutes(instant: Date, zone: string): number {
  return offsetOf(wallClockIn(instant, zone), instant);
}

/** The offset a wall clock read at `instant` shows: the clock read as if it were UTC, less the instant. */
function offsetOf({ year, month, day, hour, minute, second }: WallClock, instant: Date): number {
  // The wall clock has whole seconds; so must the instant it is compared with.
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  return (Date.UTC(year, month - 1, day, hour, minute, second) - wholeSecond) / 60_000;
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

/**
 * An instant as ISO 8601 in `zone`'s wall clock with its offset ("2026-10-22T09:00:00+08:00"),
 * what schema.org's dates want: the event's own time, whoever reads it.
 */
export function isoIn(instant: Date, zone: string): string {
  const clock = wallClockIn(instant, zone);
  const offset = offsetOf(clock, instant);
  const sign = offset < 0 ? '-' : '+';
  const hours = two(Math.floor(Math.abs(offset) / 60));
  return `${dayOf(clock)}T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}${sign}${hours}:${two(Math.abs(offset) % 60)}`;
}

/**
 * A wire time as ISO 8601 for readers elsewhere (schema.org, Open Graph): in `zone` with its
 * offset; without a zone, an instant the wire gave with an offset in UTC, else the wall clock as
 * written (no offset is better than a wrong one). Unreadable: undefined.
 */
export function wireIso(value: string | null | undefined, zone: string | null): string | undefined {
  const instant = wireInstant(value, zone ?? 'UTC');
  if (!instant) return undefined;
  if (zone) return isoIn(instant, zone);
  return /([+-]\d{2}:?\d{2}|Z)$/.test(value!.trim()) ? instant.toISOString() : value!.trim().replace(' ', 'T');
}

/** The calendar day (YYYY-MM-DD) of an instant in `zone`; null: the viewer's zone. */
export function dayIn(instant: Date, zone: string | null): string {
  return dayOf(wallClockIn(instant, zone));
}

const dayOf = ({ year, month, day }: WallClock) => `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;

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
