import { dayIn } from '../../i18n/zonedTime';
import type { TimedSession } from '../../modules/schedule/timed';

/** Text as a search compares it: lower case, accents dropped ('Sessão' → 'sessao'), so visitors need not type them. */
export function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

// Folded once per session object, not once per search: a programme can hold thousands.
const searchText = new WeakMap<TimedSession, string>();

/** What a search looks in: title, topic, speakers' names, venue and type. */
function textOf(session: TimedSession): string {
  let text = searchText.get(session);
  if (text === undefined) {
    const fields = [session.title, session.topic, ...session.speakers.map((speaker) => speaker.fullName), session.venue?.name, session.scheduleType?.name];
    text = folded(fields.filter(Boolean).join('\n'));
    searchText.set(session, text);
  }
  return text;
}

/**
 * The sessions holding every word of the keywords somewhere in their texts, in the order given;
 * none for a keyword of spaces only.
 */
export function searchSessions(sessions: readonly TimedSession[], keywords: string): TimedSession[] {
  const words = folded(keywords).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return sessions.filter((session) => words.every((word) => textOf(session).includes(word)));
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
