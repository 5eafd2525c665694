import { parseDate } from '../../../i18n/format';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What is left, in the countdown units of spec section 9. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** "+08:00" for 8, "-03:30" for -3.5. */
function offsetSuffix(hours: number): string {
  const sign = hours < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(hours) * 60);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The end instant of a wire date-time, read in the given UTC offset or else the visitor's zone. */
export function endInstant(endTime: string, timeZoneOffset: number | null | undefined): Date | null {
  if (timeZoneOffset == null) return parseDate(endTime);
  return parseDate(`${endTime.replace(' ', 'T')}${offsetSuffix(timeZoneOffset)}`);
}

/** Time left from `now` to `end`, whole seconds rounded up so 0 is shown only when it is over; null once over. */
export function remaining(end: Date, now: number): Remaining | null {
  const left = Math.ceil((end.getTime() - now) / SECOND) * SECOND;
  if (left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
