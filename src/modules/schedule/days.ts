import type { ScheduleDate } from '../../../schemas/content/schedule';

/** The visitor's calendar day as YYYY-MM-DD. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day a visitor sees first: today during the event, else the next day to come, else the first. */
export function defaultDay(dates: readonly ScheduleDate[], now: Date): ScheduleDate | null {
  const today = localDay(now);
  return dates.find((date) => date.date === today) ?? dates.find((date) => date.date > today) ?? dates[0] ?? null;
}
