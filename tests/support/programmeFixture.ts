// The stress bundle's programme: 2,000 sessions over 4 days in 12 rooms, made from a seeded
// generator so `npm run fixtures:generate` writes the same files on every machine.
import type * as z from 'zod/mini';
import { PLAY_TYPE, type scheduleItem } from '../../schemas/content/schedule';

type Session = z.input<typeof scheduleItem>;

export const PROGRAMME = {
  bventId: '9200',
  lang: 'en-US',
  dates: [
    { id: '92001', date: '2026-11-03' },
    { id: '92002', date: '2026-11-04' },
    { id: '92003', date: '2026-11-05' },
    { id: '92004', date: '2026-11-06' },
  ],
  sessionsPerDay: 500,
} as const;

const ROOMS = ['Hall A Main Stage', 'Hall B Forum', 'Auditorium', 'Room 101', 'Room 102', 'Room 103', 'Room 201', 'Room 202', 'Room 203', 'Lotus Suite', 'Harbour Terrace', 'Innovation Lab'];
const TYPES = ['Keynote', 'Panel', 'Talk', 'Workshop', 'Roundtable', 'Product demo', 'Networking', 'Poster session'];
export const venues = ROOMS.map((name, index) => ({ id: String(9210 + index), name }));
export const types = TYPES.map((name, index) => ({ id: String(9230 + index), name }));

const FORMATS = ['Introduction to', 'Deep dive:', 'The future of', 'Lessons from', 'Scaling', 'Case study:', 'Hands-on', 'Rethinking', 'Financing', 'Regulating'];
const SUBJECTS = [
  'cross-border payments', 'green logistics', 'smart manufacturing', 'tourism data', 'Lusophone trade', 'halal food exports', 'port automation', 'retail analytics',
  'renewable energy', 'medical devices', 'creative industries', 'cold-chain shipping', 'e-commerce fraud', 'wine and spirits', 'fintech sandboxes', 'supply-chain resilience',
  'circular packaging', 'venture capital', 'trade fairs online', 'traditional Chinese medicine',
];
const AUDIENCES = ['for exporters', 'for start-ups', 'in the Greater Bay Area', 'for SMEs', 'in Portuguese-speaking markets', 'after 2030'];
const FIRST = ['Ana', 'Wei', 'Carlos', 'Mei', 'João', 'Ling', 'Sofia', 'Hao', 'Rita', 'Jun', 'Pedro', 'Yan', 'Inês', 'Kai', 'Marta', 'Chen'];
const LAST = ['Lei', 'Costa', 'Wong', 'Silva', 'Chan', 'Pereira', 'Ho', 'Santos', 'Lam', 'Ferreira', 'Leong', 'Sousa'];
const DURATIONS = [15, 20, 30, 45, 60, 90];

/** mulberry32: a small seeded generator, so the programme is the same on every run. */
function seeded(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return { pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!, below: (limit: number) => Math.floor(next() * limit) };
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/** One day's sessions between 08:00 and 19:00, as Schedule/List sends them; rooms overlap freely. */
function day(date: string, dayIndex: number): Session[] {
  const random = seeded(9200 + dayIndex);
  const sessions = Array.from({ length: PROGRAMME.sessionsPerDay }, (_, index): Session => {
    const begin = 8 * 60 + random.below(126) * 5;
    const duration = random.pick(DURATIONS);
    const speakers = Array.from({ length: random.below(4) }, () => {
      const fullName = `${random.pick(FIRST)} ${random.pick(LAST)}`;
      return { pkey: `P${fullName.replace(/\W/g, '')}`, fullName, position: null, company: null, avatar: null };
    });
    const subject = random.pick(SUBJECTS);
    const onDemand = random.below(10) === 0;
    return {
      id: `92${dayIndex + 1}${String(index + 1).padStart(3, '0')}`,
      title: `${random.pick(FORMATS)} ${subject} ${random.pick(AUDIENCES)}`,
      topic: random.below(3) === 0 ? null : `How ${subject} is changing, with questions from the floor`,
      beginTime: `${date} ${hhmm(begin)}`,
      endTime: `${date} ${hhmm(begin + duration)}`,
      venue: random.pick(venues),
      scheduleType: random.pick(types),
      isFollowed: false,
      // A tenth are recordings to watch any time: their label does not depend on the clock.
      playType: onDemand ? PLAY_TYPE.onDemand : PLAY_TYPE.none,
      playbackUrl: onDemand ? `https://live.programme.example/recordings/92${dayIndex + 1}${index + 1}` : null,
      // Unique names only: a speaker listed twice would repeat a React key.
      speakers: speakers.filter((speaker, at) => speakers.findIndex((other) => other.pkey === speaker.pkey) === at),
    };
  });
  // In the order the client shows them (by start, then end), so tests can name the n-th row.
  return sessions.sort((a, b) => a.beginTime.localeCompare(b.beginTime) || a.endTime.localeCompare(b.endTime));
}

/** Gateway replies of the programme, by path under the bundle, unwrapped (the caller adds the envelope). */
export function programmeReplies(): Map<string, unknown> {
  const key = `${PROGRAMME.bventId}_${PROGRAMME.lang}`;
  const replies = new Map<string, unknown>([
    [`Schedule/Dates/${key}.json`, PROGRAMME.dates],
    [`Schedule/Venues/${key}.json`, venues],
    [`Schedule/Types/${key}.json`, types],
    [`WebAggregator/GetBventSetting/${PROGRAMME.bventId}.json`, { bventId: PROGRAMME.bventId, attendeesCanFollowSchedule: true }],
  ]);
  // Schedule/List is keyed by bventId, lang and date (KEY_FIELDS in preview/server/gateway.ts).
  PROGRAMME.dates.forEach(({ date }, index) => replies.set(`Schedule/List/${key}_${date}.json`, day(date, index)));
  return replies;
}
