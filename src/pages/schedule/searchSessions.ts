import { dayIn } from '../../i18n/zonedTime';
import { searchWords } from '../../i18n/searchText';
import { filterSessions, NO_FILTER } from '../../modules/schedule/filterSessions';
import type { TimedSession } from '../../modules/schedule/timed';

/** The sessions holding every word of the keywords (the programme's own search), in the order given; none for no keywords. */
export function searchSessions(sessions: readonly TimedSession[], keywords: string): TimedSession[] {
  return searchWords(keywords).length ? filterSessions(sessions, { ...NO_FILTER, keyword: keywords }) : [];
}

/** Sessions in time order, grouped by their start's calendar day in `zone` (null: the visitor's), as days are shown. */
export function byShownDay(sessions: readonly TimedSession[], zone: string | null): { day: string; sessions: TimedSession[] }[] {
  const days: { day: string; sessions: TimedSession[] }[] = [];
  for (const session of sessions) {
    const day = dayIn(session.begin, zone);
    const last = days.at(-1);
    if (last?.day === day) last.sessions.push(session);
    else days.push({ day, sessions: [session] });
  }
  return days;
}
