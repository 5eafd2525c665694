import type { BreadcrumbList, Event, ExhibitionEvent, NewsArticle, Organization, Person, Place, WithContext } from 'schema-dts';
import type { ScheduleItem, ScheduleSpeaker } from '../../schemas/content/schedule';
import type { Speaker, SpeakerText } from '../../schemas/content/speaker';
import type { PageNode } from '../../schemas/page';
import { isExpo, type Bvent } from '../../schemas/event';
import type { Site } from '../../schemas/site';
import type { PageHead } from './siteHead';
import { documentTitle } from './siteHead';
import { isPage } from './pageTree';
import { homeAddress, pageAddress, speakerAddress } from './crawling';
import { knownTimeZone } from '../i18n/format';
import { wireIso } from '../i18n/zonedTime';
import { absoluteAddress } from '../platform/absoluteAddress';
import { CLIENT_BASE } from '../platform/clientBase';

function placeOf(event: Bvent): Place | undefined {
  const street = event.address || event.addressDetail;
  const name = event.venue || street;
  if (!name) return undefined;
  const address = { streetAddress: street, addressLocality: event.cityName, addressRegion: event.provinceName, addressCountry: event.countryName };
  const known = Object.fromEntries(Object.entries(address).filter(([, value]) => value));
  return { '@type': 'Place', name, ...(Object.keys(known).length ? { address: { '@type': 'PostalAddress', ...known } } : {}) };
}

/** Where the structured data points: the site's origin, the file server of its pictures, and the event's registration page (with its channel code) where the deployment has one. */
export interface Addresses {
  origin: string;
  fileServer: string;
  registration?: string | null;
}

/** The site's event without the context: a page's own, or the one a session is part of. */
function siteEvent(site: Site, { origin, fileServer, registration }: Addresses): Event | ExhibitionEvent | null {
  const event = site.bvent;
  const zone = knownTimeZone(event?.timeZone);
  const startDate = wireIso(event?.startTime, zone);
  if (!event || !startDate) return null;
  const endDate = wireIso(event.endTime, zone);
  const image = absoluteAddress(site.shareSetting?.h5Img, fileServer);
  const location = placeOf(event);
  return {
    '@type': isExpo(event) ? 'ExhibitionEvent' : 'Event',
    name: event.title,
    ...(event.description ? { description: event.description } : {}),
    startDate,
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    ...(image ? { image: [image] } : {}),
    // Where a visitor gets in: the registration page (no price is known: the organiser's product says it).
    ...(registration ? { offers: { '@type': 'Offer', url: registration } } : {}),
    url: homeAddress(origin, site.id),
    inLanguage: site.language,
  };
}

/**
 * The site's event as schema.org's `Event` (an expo's as `ExhibitionEvent`), what search engines'
 * event listings show: its name, dates in its own offset, place, picture, registration and site.
 * Null for a site without its event, or an event without a readable start (a listing needs one).
 */
export function eventStructuredData(site: Site, addresses: Addresses): WithContext<Event | ExhibitionEvent> | null {
  const event = siteEvent(site, addresses);
  return event && { '@context': 'https://schema.org', ...event };
}

/** A speaker as a session's performer or on their own page: name, role, company and portrait. */
function personOf(speaker: Pick<ScheduleSpeaker, 'fullName' | 'position' | 'company' | 'avatar'>, fileServer: string): Exclude<Person, string> {
  const image = absoluteAddress(speaker.avatar, fileServer);
  return {
    '@type': 'Person',
    name: speaker.fullName,
    ...(speaker.position ? { jobTitle: speaker.position } : {}),
    ...(speaker.company ? { worksFor: { '@type': 'Organization', name: speaker.company } } : {}),
    ...(image ? { image } : {}),
  };
}

/**
 * A session's page as schema.org's `Event`: its time in the event's offset, its room in the
 * event's place, its speakers as performers (each with their page) and the event as its
 * `superEvent`. Null for a session whose start cannot be read.
 */
export function sessionStructuredData(site: Site, session: ScheduleItem, canonical: string, addresses: Addresses): WithContext<Event> | null {
  const zone = knownTimeZone(site.bvent?.timeZone);
  const startDate = wireIso(session.beginTime, zone);
  if (!startDate) return null;
  const endDate = wireIso(session.endTime, zone);
  const event = siteEvent(site, addresses);
  const place = site.bvent ? placeOf(site.bvent) : undefined;
  const room = session.venue?.name;
  // A room is a place inside the event's: with its address, which a listing needs.
  const location: Place | undefined = room && typeof place === 'object' ? { ...place, name: room, containedInPlace: place } : (place ?? (room ? { '@type': 'Place', name: room } : undefined));
  const streamed = session.liveLinks.length > 0 || session.playType !== 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: session.title,
    ...(session.topic ? { description: session.topic } : {}),
    startDate,
    ...(endDate ? { endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: streamed ? 'https://schema.org/MixedEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    ...(location ? { location } : {}),
    ...(session.speakers.length ? { performer: session.speakers.map((speaker) => ({ ...personOf(speaker, addresses.fileServer), url: speakerAddress(addresses.origin, site.id, speaker.pkey) })) } : {}),
    ...(event ? { superEvent: event, ...(event.image ? { image: event.image } : {}), ...(event.offers ? { offers: event.offers } : {}) } : {}),
    url: canonical,
    inLanguage: site.language,
  };
}

/** A speaker's page as schema.org's `Person`, in the words the page shows (`text`: the site's language where the speaker has it); null without a name. */
export function speakerStructuredData(text: SpeakerText, speaker: Speaker, canonical: string, fileServer: string): WithContext<Person> | null {
  const { fullName, position, company } = text;
  if (!fullName) return null;
  return { '@context': 'https://schema.org', ...personOf({ fullName, position, company, avatar: speaker.avatar }, fileServer), url: canonical };
}

/**
 * A news story's page as schema.org's `NewsArticle`: its headline, summary, cover, publishing
 * time and address. The stories are the organiser's, published on the event's site: the site is
 * named as their author and publisher, with its icon (no story names a writer of its own).
 */
export function storyStructuredData(site: Site, story: NonNullable<PageHead['preview']>, canonical: string, fileServer: string): WithContext<NewsArticle> {
  const image = absoluteAddress(story.image, fileServer);
  const icon = absoluteAddress(site.globalSetting.browserIcon, fileServer);
  const organiser: Organization = { '@type': 'Organization', name: documentTitle(site), url: new URL(CLIENT_BASE, canonical).href, ...(icon ? { logo: { '@type': 'ImageObject', url: icon } } : {}) };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: story.title,
    ...(story.description ? { description: story.description } : {}),
    ...(image ? { image: [image] } : {}),
    ...(story.published ? { datePublished: story.published } : {}),
    mainEntityOfPage: canonical,
    inLanguage: site.language,
    author: organiser,
    publisher: organiser,
  };
}

/**
 * Where a page sits in the site, as schema.org's `BreadcrumbList`: the home, then each page above
 * it in the page tree, then the page (nodes that are links elsewhere or folders are left out),
 * then `last` for a page that is not a node of the tree (a module's list, a story, a speaker, a
 * session). Where no node of the tree is known, the trail starts at the site's home under the
 * site's name. Null for the home itself, or a page with nothing above it.
 */
export function breadcrumbStructuredData(site: Site, home: PageNode | null, trail: readonly PageNode[], origin: string, last?: { name: string; item: string }): WithContext<BreadcrumbList> | null {
  const nodes = [...(home && trail[0]?.pageId !== home.pageId ? [home] : []), ...trail].filter(isPage).map((node) => ({ name: node.title, item: pageAddress(origin, site.id, node.pageId, home?.pageId ?? null) }));
  const steps = nodes.length ? nodes : [{ name: documentTitle(site), item: homeAddress(origin, site.id) }];
  const items = last ? [...steps, last] : steps;
  if (items.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
}
