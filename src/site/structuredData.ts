import type { BreadcrumbList, Event, ExhibitionEvent, NewsArticle, Organization, Place, WithContext } from 'schema-dts';
import type { PageNode } from '../../schemas/page';
import { isExpo, type Bvent } from '../../schemas/event';
import type { Site } from '../../schemas/site';
import type { PageHead } from './siteHead';
import { documentTitle } from './siteHead';
import { isPage } from './pageTree';
import { homeAddress, pageAddress } from './crawling';
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

/**
 * The site's event as schema.org's `Event` (an expo's as `ExhibitionEvent`), what search engines'
 * event listings show: its name, dates in its own offset, place, picture and site. Null for a
 * site without its event, or an event without a readable start (a listing needs one).
 */
export function eventStructuredData(site: Site, origin: string, fileServer: string): WithContext<Event | ExhibitionEvent> | null {
  const event = site.bvent;
  const zone = knownTimeZone(event?.timeZone);
  const startDate = wireIso(event?.startTime, zone);
  if (!event || !startDate) return null;
  const endDate = wireIso(event.endTime, zone);
  const image = absoluteAddress(site.shareSetting?.h5Img, fileServer);
  const location = placeOf(event);
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
    url: homeAddress(origin, site.id),
    inLanguage: site.language,
  };
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
 * Where a page of modules sits in the site, as schema.org's `BreadcrumbList`: the home, then
 * each page above it in the page tree, then the page (nodes that are links elsewhere or
 * folders are left out). Null for the home itself, or a page with nothing above it.
 */
export function breadcrumbStructuredData(site: Site, home: PageNode | null, trail: readonly PageNode[], origin: string): WithContext<BreadcrumbList> | null {
  const steps = [...(home && trail[0]?.pageId !== home.pageId ? [home] : []), ...trail].filter(isPage);
  if (steps.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((node, index) => ({ '@type': 'ListItem', position: index + 1, name: node.title, item: pageAddress(origin, site.id, node.pageId, home?.pageId ?? null) })),
  };
}
