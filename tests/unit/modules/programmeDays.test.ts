import { describe, expect, it } from 'vitest';
import { scheduleItem, type ScheduleItem } from '../../../schemas/content/schedule';
import { nowAndNext, overlapsIn, shownDays } from '../../../src/modules/schedule/programmeDays';
import { roomGrid } from '../../../src/modules/schedule/roomLayout';
import { timeSessions, type TimedSession } from '../../../src/modules/schedule/timed';

/** The venue: wire times are its wall clock. */
const MACAU = 'Asia/Macau';
const LISBON = 'Europe/Lisbon';

function item(id: string, begin: string, end: string, venue?: string): ScheduleItem {
  return scheduleItem.parse({ id, title: `Session ${id}`, beginTime: `2026-10-${begin}:00`, endTime: `2026-10-${end}:00`, venue: venue ? { id: venue, name: `Room ${venue}` } : null });
}
const sessions = (...items: ScheduleItem[]): TimedSession[] => timeSessions(items, MACAU);
const ids = (list: readonly TimedSession[]) => list.map((session) => session.id);

describe('the programme’s days in the zone shown', () => {
  const programme = [
    { day: { id: 'd1', date: '2026-10-22' }, sessions: sessions(item('early', '22 01:00', '22 02:00'), item('late', '22 18:00', '22 19:00')) },
    { day: { id: 'd2', date: '2026-10-23' }, sessions: [] },
    { day: { id: 'd3', date: '2026-10-24' }, sessions: sessions(item('morning', '24 09:00', '24 10:00')) },
  ];

  it('are the venue’s days in its zone, a day without sessions yet keeping its tab', () => {
    const days = shownDays(programme, MACAU, MACAU);
    expect(days.map((day) => day.date)).toEqual(['2026-10-22', '2026-10-23', '2026-10-24']);
    expect(ids(days[0]!.sessions)).toEqual(['early', 'late']);
    expect(days[1]!.sessions).toEqual([]);
  });

  it('follow the visitor’s zone when they show their own time: 01:00 in Macau is the day before in Lisbon', () => {
    const days = shownDays(programme, LISBON, MACAU);
    expect(days.map((day) => [day.date, ids(day.sessions)])).toEqual([
      ['2026-10-21', ['early']],
      ['2026-10-22', ['late']],
      ['2026-10-24', ['morning']],
    ]);
  });

  it('count a session the gateway lists on two days once, and order each day by instant', () => {
    const twice = [
      { day: { id: 'd1', date: '2026-10-22' }, sessions: sessions(item('b', '22 11:00', '22 12:00'), item('x', '22 23:30', '23 00:30')) },
      { day: { id: 'd2', date: '2026-10-23' }, sessions: sessions(item('x', '22 23:30', '23 00:30'), item('a', '22 09:00', '22 10:00')) },
    ];
    const days = shownDays(twice, MACAU, MACAU);
    expect(ids(days[0]!.sessions)).toEqual(['a', 'b', 'x']);
    expect(days[1]!.sessions).toEqual([]);
  });
});

describe('now and next', () => {
  const day = sessions(item('one', '22 09:00', '22 10:00'), item('two', '22 09:30', '22 11:00'), item('three', '22 11:00', '22 12:00'), item('four', '22 11:00', '22 11:30'), item('five', '22 14:00', '22 15:00'));
  const at = (time: string) => new Date(`2026-10-22T${time}:00+08:00`);

  it('marks every session running and every session starting at the next start time', () => {
    const marks = nowAndNext(day, at('09:45'));
    expect([...marks.now]).toEqual(['one', 'two']);
    expect([...marks.next]).toEqual(['four', 'three']);
  });

  it('treats a session as over at its end, and marks nothing next after the last start', () => {
    expect([...nowAndNext(day, at('11:00')).now]).toEqual(['four', 'three']);
    const evening = nowAndNext(day, at('14:30'));
    expect([...evening.now]).toEqual(['five']);
    expect(evening.next.size).toBe(0);
  });
});

describe('overlaps in an agenda', () => {
  it('names, for each session, the others of the agenda that overlap it, and none for sessions back to back', () => {
    const agenda = sessions(item('a', '22 09:00', '22 10:00'), item('b', '22 09:30', '22 10:30'), item('c', '22 10:30', '22 11:00'), item('d', '22 09:45', '22 09:50'));
    const overlaps = overlapsIn(agenda);
    expect(Object.fromEntries([...overlaps].map(([id, others]) => [id, ids(others).sort()]))).toEqual({ a: ['b', 'd'], b: ['a', 'd'], d: ['a', 'b'] });
  });
});

describe('the rooms grid', () => {
  const venues = [{ id: 'A', name: 'Room A' }, { id: 'E', name: 'Room E' }];

  it('starts on the hour, keeps an empty room’s column, adds rooms only sessions name and the sessions without one', () => {
    const layout = roomGrid(sessions(item('1', '22 09:30', '22 10:00', 'A'), item('2', '22 10:00', '22 11:15', 'B'), item('3', '22 11:00', '22 11:30')), venues)!;
    expect(layout.start.toISOString()).toBe('2026-10-22T01:00:00.000Z');
    expect(layout.minutes).toBe(180);
    expect(layout.rooms.map((room) => [room.venue?.id ?? null, ids(room.sessions.map((placed) => placed.session))])).toEqual([
      ['A', ['1']],
      ['E', []],
      ['B', ['2']],
      [null, ['3']],
    ]);
    expect(layout.rooms[0]!.sessions[0]).toMatchObject({ top: 30, length: 30, lane: 0, lanes: 1 });
  });

  it('puts overlapping sessions of one room side by side, as narrow as the busiest moment needs', () => {
    const layout = roomGrid(
      sessions(item('a', '22 09:00', '22 11:00', 'A'), item('b', '22 09:30', '22 10:00', 'A'), item('c', '22 10:00', '22 10:30', 'A'), item('d', '22 12:00', '22 13:00', 'A')),
      venues,
    )!;
    const placed = Object.fromEntries(layout.rooms[0]!.sessions.map((cell) => [cell.session.id, [cell.lane, cell.lanes]]));
    // b and c never meet: c takes b's lane once b is over; d starts a new cluster at full width.
    expect(placed).toEqual({ a: [0, 2], b: [1, 2], c: [1, 2], d: [0, 1] });
  });

  it('has nothing to lay out for a day without sessions', () => {
    expect(roomGrid([], venues)).toBeNull();
  });
});
