import type { ModuleHost } from '../../site/host';
import { ROUTER_BASENAME } from '../../platform/clientBase';
import { downloadText } from '../../platform/download';
import { ROUTES } from '../../site/routes';
import { appHref } from '../../site/siteParams';
import type { TimedSession } from './timed';

/** What a calendar file says about the event beside its sessions. */
export interface CalendarEvent {
  bventId: string;
  title: string;
  /** The venue's IANA zone: calendars show the sessions in it (X-WR-TIMEZONE); the times themselves are exact instants (UTC). */
  zone: string | null;
  /** The venue and its address, after each session's room. */
  place: string | null;
  /** The address that opens a session on this site. */
  sessionAddress: (session: TimedSession) => string;
}

/** How long before a session its reminder rings. */
export const ALARM_BEFORE_S = 15 * 60;

/**
 * One session or a whole agenda as an iCalendar file (RFC 5545, by ical-generator, loaded only
 * when a visitor asks). Times are written in UTC, which Google Calendar, Outlook and Apple
 * Calendar all read exactly; the venue's zone travels as X-WR-TIMEZONE, the way those
 * calendars name a calendar's zone. Each session keeps one UID, so importing it again updates
 * it instead of adding a copy.
 */
export async function calendarFile(sessions: readonly TimedSession[], event: CalendarEvent): Promise<string> {
  const { default: ical, ICalAlarmType } = await import('ical-generator');
  const calendar = ical({
    name: event.title,
    prodId: { company: 'minisite', product: 'event-client', language: 'EN' },
    x: event.zone ? [{ key: 'X-WR-TIMEZONE', value: event.zone }] : [],
  });
  for (const session of sessions) {
    calendar.createEvent({
      id: `${event.bventId}-${session.id}@minisite`,
      start: session.begin,
      end: session.end,
      summary: session.title,
      description: [session.topic, session.speakers.map((speaker) => speaker.fullName).join(', ')].filter(Boolean).join('\n') || null,
      location: [session.venue?.name, event.place].filter(Boolean).join(', ') || null,
      url: event.sessionAddress(session),
      alarms: [{ type: ICalAlarmType.display, trigger: ALARM_BEFORE_S }],
    });
  }
  return calendar.toString();
}

/** Hands a calendar file to the browser as a download (the phone offers to open it in its calendar). */
export function downloadCalendar(text: string, fileName: string): void {
  downloadText(text, fileName.endsWith('.ics') ? fileName : `${fileName}.ics`, 'text/calendar;charset=utf-8');
}

/** The event of a site's host, each session addressed as its own page. */
export function calendarEventOf(host: ModuleHost): CalendarEvent {
  return {
    bventId: host.bventId,
    title: host.eventTitle,
    zone: host.timeZone,
    place: host.eventPlace,
    sessionAddress: (session) => sessionAddress(session.id),
  };
}

/** A file name from a title: what file systems refuse (and control characters) becomes a space, and it stays short. */
export function calendarFileName(title: string): string {
  const safe = [...title].map((character) => (character < ' ' || '\\/:*?"<>|'.includes(character) ? ' ' : character)).join('');
  return `${safe.replace(/\s+/g, ' ').trim().slice(0, 80) || 'session'}.ics`;
}

/** A session's own page as a full address on this site, for what leaves it. */
export function sessionAddress(id: string): string {
  const siteId = new URLSearchParams(window.location.search).get('siteId');
  return new URL(ROUTER_BASENAME + appHref(ROUTES.scheduleDetail, { siteId, id }), window.location.origin).href;
}
