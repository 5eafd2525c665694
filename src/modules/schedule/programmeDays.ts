import { dayIn } from '../../i18n/zonedTime';
import type { TimedSession } from './timed';
import type { ProgrammeDays } from './useSchedule';

/** A day of the programme as the zone shown draws it: its calendar date there and its sessions in time order. */
export interface ShownDay {
  /** YYYY-MM-DD in the zone shown; also the day's id in tabs and addresses. */
  id: string;
  date: string;
  sessions: TimedSession[];
}

const byInstant = (a: TimedSession, b: TimedSession) => a.begin.getTime() - b.begin.getTime() || a.end.getTime() - b.end.getTime();

/**
 * The programme's days in the zone shown (null: the visitor's own). The gateway sends the
 * venue's days; a visitor who shows their own time sees a session at 01:00 in Macau on the day
 * it is in Lisbon. In the venue's zone, a day the organiser lists without sessions yet keeps
 * its tab.
 */
export function shownDays(programme: readonly ProgrammeDays[], zone: string | null, eventZone: string | null): ShownDay[] {
  const days = new Map<string, TimedSession[]>();
  if (zone === eventZone) for (const { day } of programme) days.set(day.date, []);
  const seen = new Set<string>();
  for (const session of programme.flatMap((day) => day.sessions)) {
    // A session the gateway lists on two days is still one session.
    if (seen.has(session.id)) continue;
    seen.add(session.id);
    const date = dayIn(session.begin, zone);
    days.set(date, [...(days.get(date) ?? []), session]);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, sessions]) => ({ id: date, date, sessions: sessions.sort(byInstant) }));
}

/** What is on at `now` and what starts next (every session starting at that next time), among sessions in time order. */
export function nowAndNext(sessions: readonly TimedSession[], now: Date): { now: ReadonlySet<string>; next: ReadonlySet<string> } {
  const time = now.getTime();
  const on = sessions.filter((session) => session.begin.getTime() <= time && time < session.end.getTime());
  const upcoming = sessions.find((session) => session.begin.getTime() > time);
  const next = upcoming ? sessions.filter((session) => session.begin.getTime() === upcoming.begin.getTime()) : [];
  return { now: new Set(on.map((session) => session.id)), next: new Set(next.map((session) => session.id)) };
}

/** For each session of a visitor's agenda (in time order), the other sessions of it that overlap it in time. */
export function overlapsIn(sessions: readonly TimedSession[]): ReadonlyMap<string, TimedSession[]> {
  const overlaps = new Map<string, TimedSession[]>();
  const add = (session: TimedSession, other: TimedSession) => overlaps.set(session.id, [...(overlaps.get(session.id) ?? []), other]);
  sessions.forEach((session, at) => {
    for (const later of sessions.slice(at + 1)) {
      if (later.begin.getTime() >= session.end.getTime()) break;
      add(session, later);
      add(later, session);
    }
  });
  return overlaps;
}
