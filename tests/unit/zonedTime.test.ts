import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knownTimeZone } from '../../src/i18n/format';
import { dayIn, formatTimeIn, offsetMinutes, wireInstant, zoneName, zoneOffsetLabel } from '../../src/i18n/zonedTime';

const MACAU = 'Asia/Macau';

/** The wire's form of an instant's wall clock in a zone, written by Intl: "2027-05-18 08:00:00". */
function wallClock(instant: Date, zone: string): string {
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).format(instant);
  return `${dayIn(instant, zone)} ${time}:00`;
}

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
