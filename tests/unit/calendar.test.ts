// @vitest-environment node
// The exported file read back by a standard iCalendar parser (ical.js), as a calendar app would.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { scheduleItem } from '../../schemas/content/schedule';
import { ALARM_BEFORE_S, calendarFile, calendarFileName, type CalendarEvent } from '../../src/modules/schedule/calendar';
import { timeSessions } from '../../src/modules/schedule/timed';

const ZONE = 'Asia/Macau';
const sessions = timeSessions(
  [
    scheduleItem.parse({
      id: 's1',
      title: 'Opening ceremony; welcome, and "keynote"',
      topic: 'The expo opens',
      beginTime: '2026-10-22 09:30:00',
      endTime: '2026-10-22 10:30:00',
      venue: { id: 'v1', name: 'Hall A Main Stage' },
      speakers: [{ pkey: 'p1', fullName: 'Carmen Lei' }, { pkey: 'p2', fullName: 'Inês Sousa' }],
    }),
    scheduleItem.parse({ id: 's2', title: 'Green ports', beginTime: '2026-10-22T06:00:00Z', endTime: '2026-10-22T07:00:00Z' }),
  ],
  ZONE,
);
const event: CalendarEvent = {
  bventId: '9001',
  title: 'MITE 2026',
  zone: ZONE,
  place: 'Cotai Harbour Exhibition Centre, Macao',
  sessionAddress: (session) => `https://expo.example/site/?siteId=9101&anchor=schedule#${session.id}`,
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)) };
}

describe('calendar export', () => {
  it('writes a calendar that a standard parser reads back: the event, its zone, every session', async () => {
    const { calendar, events } = parse(await calendarFile(sessions, event));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('MITE 2026');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe(ZONE);
    expect(events.map((entry) => entry.uid)).toEqual(['9001-s1@minisite', '9001-s2@minisite']);
  });

  it('gives each session its exact instants, room and venue, speakers, address and a reminder', async () => {
    const [opening, ports] = parse(await calendarFile(sessions, event)).events;
    // 09:30 at the venue (UTC+8) is 01:30 UTC, written as UTC so every calendar reads the same instant.
    expect(opening!.startDate.toJSDate().toISOString()).toBe('2026-10-22T01:30:00.000Z');
    expect(opening!.endDate.toJSDate().toISOString()).toBe('2026-10-22T02:30:00.000Z');
    expect(opening!.startDate.zone.tzid).toBe('UTC');
    expect(opening!.summary).toBe('Opening ceremony; welcome, and "keynote"');
    expect(opening!.location).toBe('Hall A Main Stage, Cotai Harbour Exhibition Centre, Macao');
    expect(opening!.description).toBe('The expo opens\nCarmen Lei, Inês Sousa');
    expect(opening!.component.getFirstPropertyValue('url')).toBe('https://expo.example/site/?siteId=9101&anchor=schedule#s1');
    const alarm = opening!.component.getFirstSubcomponent('valarm')!;
    expect(alarm.getFirstPropertyValue('action')).toBe('DISPLAY');
    expect((alarm.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds()).toBe(-ALARM_BEFORE_S);
    expect(ports!.startDate.toJSDate().toISOString()).toBe('2026-10-22T06:00:00.000Z');
    expect(ports!.location).toBe('Cotai Harbour Exhibition Centre, Macao');
  });

  it('folds long lines and escapes what iCalendar reserves', async () => {
    const text = await calendarFile(sessions, event);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(text).toContain('SUMMARY:Opening ceremony\\; welcome\\, and "keynote"');
  });
});

describe('calendar file name', () => {
  it('keeps the title, turning what file systems refuse into spaces', () => {
    expect(calendarFileName('Opening: day 1/2 "MITE"')).toBe('Opening day 1 2 MITE.ics');
    expect(calendarFileName('开幕式')).toBe('开幕式.ics');
    expect(calendarFileName('\u0000\u0007')).toBe('session.ics');
    expect(calendarFileName('x'.repeat(200))).toHaveLength(84);
  });
});
