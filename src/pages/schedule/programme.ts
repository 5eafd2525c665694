import type { TimedSession } from '../../modules/schedule/timed';
import type { ProgrammeDays } from '../../modules/schedule/useSchedule';

/**
 * Every session of the programme once, in time order across days (by start, then end). A
 * session the gateway lists under two days (one that runs past midnight) appears once.
 */
export function programmeSessions(days: readonly ProgrammeDays[]): TimedSession[] {
  const byId = new Map(days.flatMap((day) => day.sessions).map((session) => [session.id, session] as const));
  return [...byId.values()].sort((a, b) => a.begin.getTime() - b.begin.getTime() || a.end.getTime() - b.end.getTime());
}

/** The session an address names by id, or null. */
export function findSession(days: readonly ProgrammeDays[], id: string): TimedSession | null {
  for (const day of days) {
    const found = day.sessions.find((session) => session.id === id);
    if (found) return found;
  }
  return null;
}

/** The sessions a speaker (by pkey) takes part in, in time order. */
export function sessionsOfSpeaker(days: readonly ProgrammeDays[], pkey: string): TimedSession[] {
  return programmeSessions(days).filter((session) => session.speakers.some((speaker) => speaker.pkey === pkey));
}
