import type { LanguageCode } from '../../schemas/primitives';

/**
 * Intl formatters are costly to build (a countdown would build five a second): each language
 * and option set is built once and kept.
 */
const built = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function once<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(kind: string, language: string, options: object, build: () => F): F {
  const key = `${kind} ${language} ${JSON.stringify(options)}`;
  let formatter = built.get(key) as F | undefined;
  if (!formatter) built.set(key, (formatter = build()));
  return formatter;
}
const numberFormat = (language: string, options: Intl.NumberFormatOptions) => once('number', language, options, () => new Intl.NumberFormat(language, options));
export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) => once('date', language, options, () => new Intl.DateTimeFormat(language, options));
const listFormat = (language: string, options: Intl.ListFormatOptions) => once('list', language, options, () => new Intl.ListFormat(language, options));

/**
 * Numbers and dates for the visitor's language, by Intl. Numbers group digits in threes with
 * commas in every language (spec section 9), so grouping is pinned to en-US digits.
 */
export function formatNumber(value: number): string {
  return numberFormat('en-US', { useGrouping: true, maximumFractionDigits: 2 }).format(value);
}

/** An event's dates as one range ("12–15 May 2026"), in the visitor's language. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined, language: LanguageCode): string {
  const from = parseDate(start);
  const to = parseDate(end);
  const format = dateFormat(language, { year: 'numeric', month: 'long', day: 'numeric' });
  if (from && to) return formatRange(format, from, to);
  const one = from ?? to;
  return one ? format.format(one) : '';
}

/**
 * A range as Intl writes it, in one spelling whatever the ICU: versions space it differently
 * (Node's thin spaces around the dash and before AM, Chromium's plain ones), and the text a server
 * writes must be the text the browser hydrates.
 */
export function formatRange(format: Intl.DateTimeFormat, from: Date, to: Date): string {
  return format.formatRange(from, to).replace(/[\u2009\u202f]/g, ' ');
}

/** Unknown date inputs give empty values (spec section 5), never "Invalid Date". */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value.includes('T') || value.length <= 10 ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

export type DurationUnit = 'day' | 'hour' | 'minute' | 'second';

/**
 * Amounts of time units as one phrase in the visitor's language ("2 days, 3 hours and 1
 * minute"): Intl words each unit with its own plural rules and joins them with the list style.
 */
export function formatUnits(amounts: readonly (readonly [DurationUnit, number])[], language: LanguageCode): string {
  const words = amounts.map(([unit, value]) => numberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value));
  return listFormat(language, { style: 'long', type: 'conjunction' }).format(words);
}

/**
 * A calendar day (YYYY-MM-DD) in the visitor's language, e.g. "Thu, Oct 22". Read as that day
 * wherever the visitor is: time zones never move it to the day before.
 */
export function formatDay(
  day: string,
  language: LanguageCode,
  options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' },
): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(language, { ...options, timeZone: 'UTC' }).format(date);
}

/** A media time as a clock ("0:42", "1:02:05"); unknown or negative times read as 0:00. */
export function formatClock(seconds: number | null | undefined): string {
  const total = Number.isFinite(seconds) && seconds! > 0 ? Math.floor(seconds!) : 0;
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file size in the visitor's language ("2.4 MB", "2,4 MB"), in steps of 1024. */
export function formatFileSize(bytes: number, language: LanguageCode): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(language, { style: 'unit', unit: FILE_SIZE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit < 2 ? 0 : 1 }).format(value);
}

/**
 * An IANA time zone name Intl knows ("Asia/Macau"); null for anything else. The formatter it
 * asks is kept: the site's host reads the zone on every render of those that use it.
 */
export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    return dateFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
