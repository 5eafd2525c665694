import type { ExhibitionEvent } from '../../../schemas/modules/exhibitionSchedule';

export interface AgendaDay {
  date: string;
  items: ExhibitionEvent[];
}

/** Entries by calendar day, days and entries in time order. */
export function byDay(items: readonly ExhibitionEvent[]): AgendaDay[] {
  const sorted = [...items].sort((a, b) => a.date.localeCompare(b.date) || a.beginTime.localeCompare(b.beginTime) || a.endTime.localeCompare(b.endTime));
  const days: AgendaDay[] = [];
  for (const item of sorted) {
    const last = days.at(-1);
    if (last?.date === item.date) last.items.push(item);
    else days.push({ date: item.date, items: [item] });
  }
  return days;
}
