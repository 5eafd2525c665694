import type { Event, ExhibitionEvent, Place, WithContext } from 'schema-dts';
import { isExpo, type Bvent } from '../../schemas/event';
import type { Site } from '../../schemas/site';
import { knownTimeZone } from '../i18n/format';
import { isoIn, wireInstant } from '../i18n/zonedTime';
import { absoluteAddress } from '../platform/absoluteAddress';
import { CLIENT_BASE } from '../platform/clientBase';

/**
 * A wire time as schema.org wants it: in the event's zone with its offset; without a zone, an
 * instant the wire gave with an offset in UTC, else the wall clock as written (no offset is
 * better than a wrong one). Unreadable: left out.
 */
function eventTime(value: string | null | undefined, zone: string | null): string | undefined {
  const instant = wireInstant(value, zone ?? 'UTC');
  if (!instant) return undefined;
  if (zone) return isoIn(instant, zone);
  return /([+-]\d{2}:?\d{2}|Z)$/.test(value!.trim()) ? instant.toISOString() : value!.trim().replace(' ', 'T');
}

function placeOf(event: Bvent): Place | undefined {
  const street = event.address || event.addressDetail;
  const name = event.venue || street;
  if (!name) return undefined;
  const address = { streetAddress: street, addressLocality: event.cityName, addressRegion: event.provinceName, addressCountry: event.countryName };
  const known = Object.fromEntries(Object.entries(address).filter(([, value]) => value));
  return { '@type': 'Place', name, ...(Object.keys(known).length ? { address: { '@type': 'PostalAddress', ...known } } : {}) };
}

/**
 * The site's event as schema.org's `Event` (an expo's as `ExhibitionEvent`), what search engines'
 * event listings show: its name, dates in its own offset, place, picture and site. Null for a
 * site without its event, or an event without a readable start (a listing needs one).
 */
export function eventStructuredData(site: Site, origin: string, fileServer: string): WithContext<Event | ExhibitionEvent> | null {
  const event = site.bvent;
  const zone = knownTimeZone(event?.timeZone);
  const startDate = eventTime(event?.startTime, zone);
  if (!event || !startDate) return null;
  const endDate = eventTime(event.endTime, zone);
  const image = absoluteAddress(site.shareSetting?.h5Img, fileServer);
  const location = placeOf(event);
  const home = new URL(CLIENT_BASE, origin);
  home.searchParams.set('siteId', site.id);
  return {
    '@context': 'https://schema.org',
    '@type': isExpo(event) ? 'ExhibitionEvent' : 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate,
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    ...(image ? { image: [image] } : {}),
    url: home.href,
    inLanguage: site.language,
  };
}
