// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site as siteSchema } from '../../schemas/site';
import { eventStructuredData, storyStructuredData } from '../../src/site/structuredData';
import { siteOf } from '../e2e/fixtureData';

const ORIGIN = 'https://expo.example.com';
const withEvent = (bvent: Record<string, unknown>) => siteSchema.parse({ ...siteOf('1001'), bvent: { ...siteOf('1001').bvent, ...bvent } });

describe("the site's event as schema.org data", () => {
  it("an expo is an ExhibitionEvent at its venue, in its own offset, with the site's picture and home", () => {
    const site = siteOf('1001');
    expect(eventStructuredData(site, ORIGIN, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: 'Macao International Trade Expo 2026',
      description: site.bvent!.description,
      startDate: '2026-10-22T10:00:00+08:00',
      endDate: '2026-10-25T17:00:00+08:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Cotai Harbour Exhibition Centre',
        address: { '@type': 'PostalAddress', streetAddress: 'Estrada do Istmo, Cotai, Macao', addressLocality: 'Macao', addressRegion: 'Macao SAR', addressCountry: 'China' },
      },
      image: [new URL(site.shareSetting!.h5Img!, ORIGIN).href],
      url: `${ORIGIN}/site/?siteId=1001`,
      inLanguage: 'en-US',
    });
  });

  it("writes a wall-clock time in the event's zone, summer time included, and a conference as an Event", () => {
    // Lisbon leaves summer time in the small hours of 25 October 2026.
    const lisbon = eventStructuredData(withEvent({ startTime: '2026-10-22 09:00:00', endTime: '2026-10-25 17:00', timeZone: 'Europe/Lisbon', industryType: 'Conference' }), ORIGIN, ORIGIN)!;
    expect([lisbon['@type'], lisbon.startDate, lisbon.endDate]).toEqual(['Event', '2026-10-22T09:00:00+01:00', '2026-10-25T17:00:00+00:00']);
    // No zone known: the time as written, with no offset rather than a wrong one.
    const unzoned = eventStructuredData(withEvent({ startTime: '2026-10-22 09:00', endTime: null, timeZone: null }), ORIGIN, ORIGIN)!;
    expect([unzoned.startDate, 'endDate' in unzoned]).toEqual(['2026-10-22T09:00', false]);
  });

  it('says nothing of an event without a readable start, and leaves out a place it does not know', () => {
    expect(eventStructuredData(withEvent({ startTime: 'soon' }), ORIGIN, ORIGIN)).toBeNull();
    expect(eventStructuredData(siteSchema.parse({ ...siteOf('1001'), bvent: null }), ORIGIN, ORIGIN)).toBeNull();
    const nowhere = eventStructuredData(withEvent({ venue: null, address: null, addressDetail: null }), ORIGIN, ORIGIN)!;
    expect('location' in nowhere).toBe(false);
  });
});

describe('a news story as schema.org data', () => {
  it("is the site's: the site authors and publishes it, with its icon; what the story does not say is left out", () => {
    const site = siteOf('1001');
    const canonical = `${ORIGIN}/site/subPages/news/detail?siteId=1001&id=7`;
    const organiser = { '@type': 'Organization', name: site.globalSetting.browserTitle, url: `${ORIGIN}/site/`, logo: { '@type': 'ImageObject', url: new URL(site.globalSetting.browserIcon!, ORIGIN).href } };
    expect(storyStructuredData(site, { title: 'Halls open', description: null, image: null, published: null }, canonical, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Halls open',
      mainEntityOfPage: canonical,
      inLanguage: 'en-US',
      author: organiser,
      publisher: organiser,
    });
  });
});
