import type { ExhibitionEvent } from '../../../schemas/modules/exhibitionSchedule';

/** What orders an entry in the agenda: its day and its times. */
type Timed = Pick<ExhibitionEvent, 'date' | 'beginTime' | 'endTime'>;

export interface AgendaDay<T extends Timed = ExhibitionEvent> {
  date: string;
  items: T[];
}

/** Entries by calendar day, days and entries in time order (the module's entries, or the search page's finds). */
export function byDay<T extends Timed>(items: readonly T[]): AgendaDay<T>[] {
  const sorted = [...items].sort((a, b) => a.date.localeCompare(b.date) || a.beginTime.localeCompare(b.beginTime) || a.endTime.localeCompare(b.endTime));
  const days: AgendaDay<T>[] = [];
  for (const item of sorted) {
    const last = days.at(-1);
    if (last?.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}
