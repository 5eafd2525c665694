import { describe, expect, it } from 'vitest';
import { scheduleItem, type ScheduleItem } from '../../../schemas/content/schedule';
import { defaultDay } from '../../../src/modules/schedule/days';
import { filterSessions, NO_FILTER } from '../../../src/modules/schedule/filterSessions';
import { liveLabel, watchUrl } from '../../../src/modules/schedule/liveStatus';
import { MOCK_PREVIEW_ITEMS, mockSchedule } from '../../../src/modules/schedule/mock';
import { timeSessions, type TimedSession } from '../../../src/modules/schedule/timed';

/** The venue: wire times are its wall clock. */
const ZONE = 'Asia/Macau';
const at = (time: string) => new Date(`2026-10-23T${time}:00+08:00`);

function item(fields: Partial<Record<keyof ScheduleItem, unknown>>): ScheduleItem {
  return scheduleItem.parse({ id: 1, title: 'Forum', beginTime: '2026-10-23 10:00:00', endTime: '2026-10-23 11:00:00', playType: 1, ...fields });
}
const session = (fields: Partial<Record<keyof ScheduleItem, unknown>>): TimedSession => timeSessions([item(fields)], ZONE)[0]!;

describe('live-status label (spec section 4)', () => {
  it('is "on live" while a live broadcast runs', () => {
    expect(liveLabel(session({ liveStatus: 1 }), at('10:30'))).toBe('onLive');
  });

  it('is "playing back" while a recording plays at the scheduled time', () => {
    expect(liveLabel(session({ liveStatus: 1, playType: 2 }), at('10:30'))).toBe('playingBack');
  });

  it('is "coming soon" before the start', () => {
    expect(liveLabel(session({ liveStatus: 0 }), at('09:00'))).toBe('comingSoon');
  });

  it('is "replay" after the end when a recording exists', () => {
    expect(liveLabel(session({ liveStatus: 2, playbackUrl: 'https://live.example/rec/1' }), at('12:00'))).toBe('replay');
  });

  it('is "ended" after the end without a recording', () => {
    expect(liveLabel(session({ liveStatus: 2 }), at('12:00'))).toBe('ended');
  });

  it('is "on demand" for a recording watchable any time, whatever the clock', () => {
    expect(liveLabel(session({ playType: 3 }), at('09:00'))).toBe('onDemand');
    expect(liveLabel(session({ playType: 3, liveStatus: 2 }), at('12:00'))).toBe('onDemand');
  });

  it('is absent for a session that is not streamed', () => {
    expect(liveLabel(session({ playType: 0, liveStatus: 1 }), at('10:30'))).toBeNull();
    expect(liveLabel(session({ playType: undefined }), at('10:30'))).toBeNull();
  });

  it('reads the times when the gateway gives no liveStatus', () => {
    const timed = session({ liveStatus: null, playbackUrl: 'https://live.example/rec/1' });
    expect(liveLabel(timed, at('09:59'))).toBe('comingSoon');
    expect(liveLabel(timed, at('10:00'))).toBe('onLive');
    expect(liveLabel(timed, at('11:00'))).toBe('replay');
  });

  it('believes the gateway over the clock', () => {
    expect(liveLabel(session({ liveStatus: 1 }), at('23:00'))).toBe('onLive');
    expect(liveLabel(session({ liveStatus: 0 }), at('10:30'))).toBe('comingSoon');
  });
});

describe('watch link', () => {
  const item = session({
    liveLinks: [
      { language: 'en-US', url: 'https://live.example/en' },
      { language: 'zh-CN', url: 'https://live.example/zh' },
    ],
    playbackUrl: 'https://live.example/rec',
  });

  it('is the live room in the visitor language while coming or running', () => {
    expect(watchUrl(item, 'onLive', 'zh-CN')).toBe('https://live.example/zh');
    expect(watchUrl(item, 'comingSoon', 'en-US')).toBe('https://live.example/en');
    expect(watchUrl(item, 'playingBack', 'en-US')).toBe('https://live.example/en');
  });

  it('is absent when the organiser gave none in the visitor language', () => {
    expect(watchUrl(item, 'onLive', 'pt-PT')).toBeNull();
  });

  it('is the recording for a replay or on demand, and nothing once ended', () => {
    expect(watchUrl(item, 'replay', 'pt-PT')).toBe('https://live.example/rec');
    expect(watchUrl(item, 'onDemand', 'en-US')).toBe('https://live.example/rec');
    expect(watchUrl(item, 'ended', 'en-US')).toBeNull();
    expect(watchUrl(item, null, 'en-US')).toBeNull();
  });

  it('never takes an unchecked address from the payload', () => {
    expect(() => session({ liveLinks: [{ language: 'en-US', url: 'javascript:alert(1)' }] })).toThrow();
  });
});

describe('first day shown', () => {
  const dates = [
    { id: '1', date: '2026-10-22' },
    { id: '2', date: '2026-10-23' },
    { id: '3', date: '2026-10-24' },
  ];

  it('is today during the event, today at the venue', () => {
    expect(defaultDay(dates, at('08:00'), ZONE)?.id).toBe('2');
    // 01:00 on the 23rd at the venue is still the 22nd in Lisbon.
    expect(defaultDay(dates, at('01:00'), ZONE)?.id).toBe('2');
    expect(defaultDay(dates, at('01:00'), 'Europe/Lisbon')?.id).toBe('1');
  });

  it('is the next day to come before or between the days', () => {
    expect(defaultDay(dates, new Date('2026-09-01T12:00:00Z'), ZONE)?.id).toBe('1');
    expect(defaultDay([dates[0]!, dates[2]!], at('12:00'), ZONE)?.id).toBe('3');
  });

  it('is the first day after the event, and nothing without days', () => {
    expect(defaultDay(dates, new Date('2026-11-22T12:00:00Z'), ZONE)?.id).toBe('1');
    expect(defaultDay([], at('12:00'), ZONE)).toBeNull();
  });
});

describe('session times', () => {
  it('orders a day by the instant each session starts, whatever format its times came in', () => {
    const day = timeSessions(
      [
        item({ id: 'late', beginTime: '2026-10-23 18:30:00', endTime: '2026-10-23 19:00:00' }),
        item({ id: 'utc', beginTime: '2026-10-23T00:30:00Z', endTime: '2026-10-23T01:30:00Z' }),
        item({ id: 'early', beginTime: '2026-10-23 08:00:00', endTime: '2026-10-23 09:00:00' }),
        item({ id: 'offset', beginTime: '2026-10-23T08:00:00+08:00', endTime: '2026-10-23T08:30:00+08:00' }),
      ],
      ZONE,
    );
    // Sorted as strings, "2026-10-23T00:30:00Z" (08:30 at the venue) would come first and 18:30 would follow 08:00.
    expect(day.map((session) => session.id)).toEqual(['offset', 'early', 'utc', 'late']);
    expect(day[0]!.begin.toISOString()).toBe('2026-10-23T00:00:00.000Z');
  });

  it('leaves out a session whose times cannot be read, and never ends one before it starts', () => {
    const day = timeSessions(
      [item({ id: 'bad', beginTime: '2026-02-30 10:00:00' }), item({ id: 'backwards', beginTime: '2026-10-23 11:00:00', endTime: '2026-10-23 10:00:00' })],
      ZONE,
    );
    expect(day.map((session) => session.id)).toEqual(['backwards']);
    expect(day[0]!.end).toEqual(day[0]!.begin);
  });
});

describe('mock preview schedule (spec section 9)', () => {
  const t = (key: string, options?: Record<string, unknown>) => `${key}${options?.n ?? ''}`;

  it('has exactly 3 items, worded from the translated template', () => {
    const items = mockSchedule(t, '2026-10-22');
    expect(MOCK_PREVIEW_ITEMS).toBe(3);
    expect(items).toHaveLength(3);
    expect(items.map((item) => item.title)).toEqual(['mock.title1', 'mock.title2', 'mock.title3']);
    for (const item of items) expect(scheduleItem.safeParse(item).success).toBe(true);
  });

  it('shows three different live states', () => {
    const labels = timeSessions(mockSchedule(t, '2026-10-22'), ZONE).map((item) => liveLabel(item, new Date('2026-10-22T11:30:00+08:00')));
    expect(labels).toEqual(['ended', 'onLive', 'comingSoon']);
  });
});

describe('session search and filters', () => {
  const day = [
    session({ id: 1, title: 'Green logistics', topic: 'Ports and shipping', venue: { id: 'v1', name: 'Room 101' }, scheduleType: { id: 't1', name: 'Talk' } }),
    session({ id: 2, title: 'Payments panel', speakers: [{ pkey: 'p', fullName: 'Inês Sousa' }], venue: { id: 'v2', name: 'Auditorium' }, scheduleType: { id: 't1', name: 'Talk' } }),
    session({ id: 3, title: 'Networking lunch', topic: null, scheduleType: { id: 't2', name: 'Networking' } }),
  ];
  const ids = (keyword: string, more: Partial<typeof NO_FILTER> = {}) => filterSessions(day, { ...NO_FILTER, keyword, ...more }).map((item) => item.id);

  it('keeps every session without a keyword or choice', () => {
    expect(ids('')).toEqual(['1', '2', '3']);
    expect(ids('   ')).toEqual(['1', '2', '3']);
  });

  it('finds the keyword in the title, the topic or a speaker name, whatever the case', () => {
    expect(ids('LOGISTICS')).toEqual(['1']);
    expect(ids('shipping')).toEqual(['1']);
    expect(ids('inês sousa')).toEqual(['2']);
    expect(ids(' panel ')).toEqual(['2']);
  });

  it('finds the venue and the type too, and ignores accents either way', () => {
    expect(ids('auditorium')).toEqual(['2']);
    expect(ids('networking')).toEqual(['3']);
    expect(ids('ines')).toEqual(['2']);
    expect(ids('INÊS')).toEqual(['2']);
  });

  it('matches nothing rather than everything for words no session holds', () => {
    expect(ids('quantum')).toEqual([]);
  });

  it('applies the keyword together with the type and venue', () => {
    expect(ids('', { typeId: 't1' })).toEqual(['1', '2']);
    expect(ids('', { typeId: 't1', venueId: 'v2' })).toEqual(['2']);
    expect(ids('green', { venueId: 'v2' })).toEqual([]);
  });
});
