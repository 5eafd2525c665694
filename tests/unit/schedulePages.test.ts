// The programme pages' rules, without a browser: the search of the whole programme (every
// field, any case, accents ignored), its days in the zone shown, the programme read across
// days, and the sessions a speaker page lists. The kitchen-sink fixtures must agree: every
// speaker a session names is a speaker of the event, under the same name in each language.
import { describe, expect, it } from 'vitest';
import { fixtureBundles, response } from '../../fixtures/index';
import { scheduleItem, type ScheduleItem } from '../../schemas/content/schedule';
import type { Speaker } from '../../schemas/content/speaker';
import { timeSessions, type TimedSession } from '../../src/modules/schedule/timed';
import type { ProgrammeDays } from '../../src/modules/schedule/useSchedule';
import { findSession, programmeSessions, sessionsOfSpeaker } from '../../src/pages/schedule/programme';
import { searchable as folded } from '../../src/i18n/searchText';
import { byShownDay, searchSessions } from '../../src/pages/schedule/searchSessions';

/** The venue: wire times are its wall clock. */
const ZONE = 'Asia/Macau';

function item(fields: Partial<Record<keyof ScheduleItem, unknown>>): ScheduleItem {
  return scheduleItem.parse({ id: 1, title: 'Forum', beginTime: '2026-10-23 10:00:00', endTime: '2026-10-23 11:00:00', ...fields });
}
const sessions = (...fields: Partial<Record<keyof ScheduleItem, unknown>>[]): TimedSession[] => timeSessions(fields.map(item), ZONE);
const ids = (list: readonly TimedSession[]) => list.map((session) => session.id);
const day = (date: string, list: TimedSession[]): ProgrammeDays => ({ day: { id: date, date }, sessions: list });

const speaker = (pkey: string, fullName: string) => ({ pkey, fullName, position: null, company: null, avatar: null });

const programme = sessions(
  { id: 'a', title: 'Sessão de abertura', topic: 'Boas-vindas', venue: { id: 'v1', name: 'Hall A' }, scheduleType: { id: 't1', name: 'Cerimónia' } },
  { id: 'b', title: 'Green Energy Forum', topic: 'Storage and hydrogen', speakers: [speaker('sp-03', 'Ana Ribeiro')], beginTime: '2026-10-23 11:00:00', endTime: '2026-10-23 12:00:00' },
  { id: 'c', title: '跨境电商圆桌', venue: { id: 'v2', name: 'Forum Room 1' }, scheduleType: { id: 't2', name: 'Workshop' }, beginTime: '2026-10-23 14:00:00', endTime: '2026-10-23 15:00:00' },
);

describe('programme search', () => {
  it('folds case and accents away, and leaves other scripts as they are', () => {
    expect(folded('Sessão ÉCOLE Ação')).toBe('sessao ecole acao');
    expect(folded('跨境電商')).toBe('跨境電商');
  });

  it('finds a session by its title in any case, accents ignored both ways', () => {
    expect(ids(searchSessions(programme, 'sessao'))).toEqual(['a']);
    expect(ids(searchSessions(programme, 'SESSÃO'))).toEqual(['a']);
    expect(ids(searchSessions(programme, 'green energy'))).toEqual(['b']);
  });

  it('looks in the topic, the speakers, the venue and the type', () => {
    expect(ids(searchSessions(programme, 'hydrogen'))).toEqual(['b']);
    expect(ids(searchSessions(programme, 'ribeiro'))).toEqual(['b']);
    expect(ids(searchSessions(programme, 'forum room'))).toEqual(['c']);
    expect(ids(searchSessions(programme, 'cerimonia'))).toEqual(['a']);
    expect(ids(searchSessions(programme, 'workshop'))).toEqual(['c']);
    expect(ids(searchSessions(programme, '电商'))).toEqual(['c']);
  });

  it('wants every word somewhere in the session, in any field and order', () => {
    expect(ids(searchSessions(programme, 'hydrogen ana'))).toEqual(['b']);
    expect(ids(searchSessions(programme, 'hydrogen hall'))).toEqual([]);
  });

  it('keeps the order it is given (time order) and finds nothing for blank keywords', () => {
    expect(ids(searchSessions(programme, 'forum'))).toEqual(['b', 'c']);
    expect(searchSessions(programme, '   ')).toEqual([]);
    expect(searchSessions(programme, 'quantum')).toEqual([]);
  });

  it('groups results by the day of their start in the zone shown', () => {
    // 08:30 and 23:30 at the venue on the 22nd, 01:30 on the 23rd: 17:30 UTC on the 22nd.
    const late = sessions(
      { id: 'x', beginTime: '2026-10-22 08:30:00', endTime: '2026-10-22 09:00:00' },
      { id: 'y', beginTime: '2026-10-22 23:30:00', endTime: '2026-10-23 00:30:00' },
      { id: 'z', beginTime: '2026-10-23 01:30:00', endTime: '2026-10-23 02:30:00' },
    );
    expect(byShownDay(late, ZONE).map(({ day: date, sessions: list }) => [date, ids(list)])).toEqual([
      ['2026-10-22', ['x', 'y']],
      ['2026-10-23', ['z']],
    ]);
    // In Lisbon (UTC+1 until 25 October) all three start on the 22nd.
    expect(byShownDay(late, 'Europe/Lisbon').map(({ day: date, sessions: list }) => [date, ids(list)])).toEqual([['2026-10-22', ['x', 'y', 'z']]]);
  });
});

describe('the programme across days', () => {
  const first = sessions({ id: '1', beginTime: '2026-10-22 09:30:00', endTime: '2026-10-22 10:30:00', speakers: [speaker('sp-09', 'Wong Mei-ling')] });
  const second = sessions(
    { id: '2', beginTime: '2026-10-23 09:00:00', endTime: '2026-10-23 10:00:00', speakers: [speaker('sp-02', 'Chen Wei'), speaker('sp-09', 'Wong Mei-ling')] },
    { id: '3', beginTime: '2026-10-23 09:00:00', endTime: '2026-10-23 09:30:00', speakers: [speaker('sp-02', 'Chen Wei')] },
  );
  // The gateway's days out of order, and session 1 listed again under the second day.
  const days = [day('2026-10-23', [...second, first[0]!]), day('2026-10-22', first)];

  it('reads every session once, in time order across days (by start, then end)', () => {
    expect(ids(programmeSessions(days))).toEqual(['1', '3', '2']);
  });

  it('finds a session by id on any day, and nothing for an unknown id', () => {
    expect(findSession(days, '3')?.id).toBe('3');
    expect(findSession(days, 'nope')).toBeNull();
  });

  it("lists a speaker's sessions in time order, and none for a speaker without any", () => {
    expect(ids(sessionsOfSpeaker(days, 'sp-09'))).toEqual(['1', '2']);
    expect(ids(sessionsOfSpeaker(days, 'sp-02'))).toEqual(['3', '2']);
    expect(sessionsOfSpeaker(days, 'sp-12')).toEqual([]);
  });
});

describe('kitchen-sink fixtures', () => {
  const bundle = fixtureBundles().get('kitchen-sink')!;
  const dates = ['2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25'];
  const languages = ['zh-CN', 'en-US', 'zh-HK', 'pt-PT'];
  const read = <T>(call: string, key: string) => (response(bundle, call.split('/')[0]!, call.split('/')[1]!, key) as { returnObj: T }).returnObj;
  const programmeIn = (language: string) =>
    dates.map((date) => day(date, timeSessions(read<unknown[]>('Schedule/List', `9001_${language}_${date}`).map((raw) => scheduleItem.parse(raw)), ZONE)));

  it.each(languages)('name, in %s, only speakers of the event, by their pkey and their name in that language', (language) => {
    const known = new Map(read<{ list: Speaker[] }>('Speaker/QuerySpeakerList', `9001_${language}_1_`).list.map((entry) => [entry.pkey, entry]));
    const named = programmeIn(language).flatMap(({ sessions: list }) => list.flatMap((session) => session.speakers));
    expect(named.length).toBeGreaterThan(0);
    for (const { pkey, fullName } of named) {
      expect(known.has(pkey), pkey).toBe(true);
      expect(fullName).toBe(known.get(pkey)!.languages.find((entry) => entry.language === language)!.fullName);
    }
  });

  it('give Wong Mei-ling (sp-09) her five sessions, in time order', () => {
    expect(ids(sessionsOfSpeaker(programmeIn('en-US'), 'sp-09'))).toEqual(['801', '804', '806', '808', '812']);
  });
});
