import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCode, type LanguageCode } from '../../schemas/primitives';
import { dateFormat, knownTimeZone } from '../../src/i18n/format';
import { dayIn, formatDateTimeIn, formatTimeIn, offsetMinutes, viewerTimeZone, wireInstant, zoneName, zoneOffsetLabel } from '../../src/i18n/zonedTime';

const MACAU = 'Asia/Macau';
const HOUR = 3_600_000;

/**
 * An instant's wall clock in a zone (null: the viewer's), in the wire's form ("2027-05-18
 * 08:00:00"), from Intl's parts in `language` read by type: any language gives the same numbers.
 */
function wallClock(instant: Date | number, zone: string | null, language: LanguageCode = 'en-US'): string {
  const parts = dateFormat(language, {
    timeZone: zone ?? undefined,
    calendar: 'gregory',
    numberingSystem: 'latn',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)!.value;
  const hour = String(Number(part('hour')) % 24).padStart(2, '0');
  return `${part('year')}-${part('month')}-${part('day')} ${hour}:${part('minute')}:${part('second')}`;
}

/** A wire wall clock read as if it were UTC, in ms. */
const asUtc = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);

describe('wire times in the event zone', () => {
  it('reads the venue wall clock, ISO with an offset and UTC as the same instant', () => {
    const expected = Date.parse('2027-05-18T00:00:00Z');
    expect(wireInstant('2027-05-18 08:00:00', MACAU)?.getTime()).toBe(expected);
    expect(wireInstant('2027-05-18T08:00', MACAU)?.getTime()).toBe(expected);
    expect(wireInstant('2027-05-18T08:00:00+08:00', 'Europe/Lisbon')?.getTime()).toBe(expected);
    expect(wireInstant('2027-05-18T08:00:00+0800', null)?.getTime()).toBe(expected);
    expect(wireInstant('2027-05-18T00:00:00Z', MACAU)?.getTime()).toBe(expected);
    expect(wireInstant('2027-05-18T00:00:00.000Z', MACAU)?.getTime()).toBe(expected);
  });

  it('follows summer time: the same wall clock is a different UTC hour in winter and summer', () => {
    expect(wireInstant('2027-01-15 09:00:00', 'Europe/Lisbon')?.toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(wireInstant('2027-07-15 09:00:00', 'Europe/Lisbon')?.toISOString()).toBe('2027-07-15T08:00:00.000Z');
    expect(wireInstant('2027-07-15 09:00:00', 'America/New_York')?.toISOString()).toBe('2027-07-15T13:00:00.000Z');
  });

  it('gives null for what is not a time, never an Invalid Date', () => {
    for (const value of ['', 'soon', '2027-02-30 10:00:00', '2027-13-01 10:00', '2027-05-18 25:00', '2027-05-18 10:61', null, undefined]) {
      expect(wireInstant(value, MACAU)).toBeNull();
      expect(wireInstant(value, null)).toBeNull();
    }
  });

  it('round-trips every wall clock Intl writes for an instant, in any zone', () => {
    const zones = ['Asia/Macau', 'Europe/Lisbon', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), fc.constantFrom(...zones), (ms, zone) => {
        const instant = new Date(Math.floor(ms / 60_000) * 60_000);
        const wall = wallClock(instant, zone);
        const back = wireInstant(wall, zone)!;
        // In the hour a summer-time change repeats, the wall clock names two instants: either is right.
        expect(Math.abs(back.getTime() - instant.getTime()) % 3_600_000).toBe(0);
        expect(wallClock(back, zone)).toBe(wall);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('days and labels in the zone shown', () => {
  it('puts a late session on the next day for a viewer further east', () => {
    const late = wireInstant('2027-05-18 23:30:00', 'America/New_York')!;
    expect(dayIn(late, 'America/New_York')).toBe('2027-05-18');
    expect(dayIn(late, MACAU)).toBe('2027-05-19');
    expect(formatTimeIn(late, MACAU, 'en-US')).toBe('11:30 AM');
    expect(formatTimeIn(late, MACAU, 'pt-PT')).toBe('11:30');
  });

  it('names zones in the visitor language and by offset', () => {
    const may = new Date('2027-05-18T00:00:00Z');
    expect(offsetMinutes(may, MACAU)).toBe(480);
    expect(offsetMinutes(may, 'America/New_York')).toBe(-240);
    expect(offsetMinutes(may, 'UTC')).toBe(0);
    expect(zoneOffsetLabel(MACAU, may)).toBe('GMT+8');
    expect(zoneName(MACAU, 'en-US', may)).toMatch(/China|Macao|Macau/);
    expect(zoneName(MACAU, 'zh-CN', may)).toMatch(/[\u4e00-\u9fff]/);
  });

  it('knows IANA zone names and refuses anything else', () => {
    expect(knownTimeZone(MACAU)).toBe(MACAU);
    expect(knownTimeZone('Mars/Olympus')).toBeNull();
    expect(knownTimeZone('')).toBeNull();
    expect(knownTimeZone(null)).toBeNull();
  });
});

/** 2026's summer-time changes in the two zones that have them (UTC). */
const LISBON = { spring: Date.UTC(2026, 2, 29, 1), autumn: Date.UTC(2026, 9, 25, 1) };
const LOS_ANGELES = { spring: Date.UTC(2026, 2, 8, 10), autumn: Date.UTC(2026, 10, 1, 9) };

/**
 * Each zone's offset in 2026 as the law sets it, in minutes east of UTC: an oracle that asks
 * Intl nothing. The viewer's zone (null) is the one Date keeps for local time (TZ=UTC here).
 */
const ZONES = new Map<string | null, (ms: number) => number>([
  [MACAU, () => 480],
  ['Europe/Lisbon', (ms) => (ms >= LISBON.spring && ms < LISBON.autumn ? 60 : 0)],
  ['America/Los_Angeles', (ms) => (ms >= LOS_ANGELES.spring && ms < LOS_ANGELES.autumn ? -420 : -480)],
  ['Pacific/Kiritimati', () => 840],
  ['UTC', () => 0],
  [null, (ms) => 0 - new Date(ms).getTimezoneOffset()],
]);
const lawfulOffset = (zone: string | null, ms: number) => ZONES.get(zone)!(ms);

/** The day (YYYY-MM-DD) of an instant in a zone, by arithmetic: the instant moved by the offset, read in UTC. */
function dayByArithmetic(ms: number, zone: string | null): string {
  const moved = new Date(ms + lawfulOffset(zone, ms) * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${moved.getUTCFullYear()}-${two(moved.getUTCMonth() + 1)}-${two(moved.getUTCDate())}`;
}

/** Within two hours of a summer-time change, or of some zone's midnight on a day of 2026; to the millisecond. */
const instantsOf2026 = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(LISBON.spring, LISBON.autumn, LOS_ANGELES.spring, LOS_ANGELES.autumn),
      fc.tuple(fc.integer({ min: 1, max: 364 }), fc.constantFrom(...ZONES.keys())).map(([day, zone]) => {
        const utcMidnight = Date.UTC(2026, 0, day + 1);
        return utcMidnight - lawfulOffset(zone, utcMidnight) * 60_000;
      }),
    ),
    fc.oneof(fc.constantFrom(0, -1, 1, -1000, 1000, -60_000, 60_000, -HOUR, HOUR), fc.integer({ min: -2 * HOUR, max: 2 * HOUR })),
  )
  .map(([anchor, delta]) => anchor + delta);

describe('the zone helpers over every language, zone, midnight and summer-time change of 2026', () => {
  it('give ISO day keys, the lawful offset and wall clocks that read back to their instant', () => {
    fc.assert(
      fc.property(fc.constantFrom(...languageCode.options), fc.constantFrom(...ZONES.keys()), instantsOf2026, (language, zone, ms) => {
        const instant = new Date(ms);
        const day = dayIn(instant, zone);
        expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(day).toBe(dayByArithmetic(ms, zone));

        const offset = offsetMinutes(instant, zone ?? viewerTimeZone());
        expect(offset).toBe(lawfulOffset(zone, ms));
        const wall = wallClock(instant, zone, language);
        const wholeSecond = Math.floor(ms / 1000) * 1000;
        expect(asUtc(wall) - wholeSecond).toBe(offset * 60_000);

        // The wall clock an instant writes is never in an hour a change skips. In the hour an
        // autumn change repeats it names two instants an hour apart, and wireInstant may give
        // either (the earlier in Los Angeles, the later in Lisbon): both are that wall clock.
        const back = wireInstant(wall, zone)!.getTime();
        const twins = [wholeSecond - HOUR, wholeSecond + HOUR].filter((twin) => wallClock(twin, zone) === wall);
        expect([wholeSecond, ...twins]).toContain(back);

        expect(formatTimeIn(instant, zone, language)).not.toBe('');
        expect(formatDateTimeIn(instant, zone, language)).not.toBe('');
      }),
      { numRuns: 4000 },
    );
  });

  it('reads a wall clock a spring change skips as an instant an hour from it, never as nothing', () => {
    const skipped = [
      { zone: 'Europe/Lisbon', hour: '2026-03-29 01' },
      { zone: 'America/Los_Angeles', hour: '2026-03-08 02' },
    ];
    fc.assert(
      fc.property(fc.constantFrom(...skipped), fc.integer({ min: 0, max: 59 }), ({ zone, hour }, minute) => {
        const wall = `${hour}:${String(minute).padStart(2, '0')}:00`;
        const instant = wireInstant(wall, zone)!;
        expect(Math.abs(asUtc(wallClock(instant, zone)) - asUtc(wall))).toBe(HOUR);
      }),
    );
  });
});

describe('on an engine whose en-CA date is not ISO (WebKit writes 10/22/2026)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('finds days, offsets and wire times as on any other engine', () => {
    const { formatToParts } = Intl.DateTimeFormat.prototype;
    const realFormat = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format')!.get!;
    // The standard makes format a getter that hands out a bound function; TypeScript's lib calls it a method.
    const formatGetter = Intl.DateTimeFormat.prototype as unknown as { readonly format: unknown };
    vi.spyOn(formatGetter, 'format', 'get').mockImplementation(function (this: Intl.DateTimeFormat) {
      if (this.resolvedOptions().locale !== 'en-CA') return realFormat.call(this);
      return (date?: Date | number) => {
        const parts = formatToParts.call(this, date);
        const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
        return `${part('month')}/${part('day')}/${part('year')}`;
      };
    });
    // Parts in another order, and an offset named another way: only their types say what they are.
    vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (this: Intl.DateTimeFormat, date) {
      return formatToParts
        .call(this, date)
        .map((part) => (part.type === 'timeZoneName' ? { ...part, value: part.value.replace(/:00$/, '').replace(/([+-])0/, '$1') } : part))
        .reverse();
    });
    const instant = new Date('2026-10-22T10:00:00Z');
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: MACAU, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant)).toBe('10/22/2026');

    expect(dayIn(instant, MACAU)).toBe('2026-10-22');
    expect(dayIn(instant, 'Pacific/Kiritimati')).toBe('2026-10-23');
    expect(dayIn(new Date('2026-10-22T06:59:59Z'), 'America/Los_Angeles')).toBe('2026-10-21');
    expect(dayIn(instant, null)).toBe('2026-10-22');
    expect(offsetMinutes(instant, MACAU)).toBe(480);
    expect(offsetMinutes(instant, 'America/Los_Angeles')).toBe(-420);
    expect(wireInstant('2026-10-22 18:00:00', MACAU)?.toISOString()).toBe('2026-10-22T10:00:00.000Z');
    expect(wireInstant('2026-10-25 01:30:00', 'Europe/Lisbon')?.toISOString()).toBe('2026-10-25T01:30:00.000Z');
  });
});
