// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { site as siteSchema } from '../../schemas/site';
import { eventStructuredData, sessionStructuredData, speakerStructuredData, storyStructuredData } from '../../src/site/structuredData';
import { speakerText } from '../../src/modules/speaker/speakerText';
import { sessionsOf, siteOf, speakersOf } from '../e2e/fixtureData';

const ORIGIN = 'https://expo.example.com';
const withEvent = (bvent: Record<string, unknown>) => siteSchema.parse({ ...siteOf('1001'), bvent: { ...siteOf('1001').bvent, ...bvent } });

describe("the site's event as schema.org data", () => {
  it("an expo is an ExhibitionEvent at its venue, in its own offset, with the site's picture and home", () => {
    const site = siteOf('1001');
    expect(eventStructuredData(site, { origin: ORIGIN, fileServer: ORIGIN })).toEqual({
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
    const lisbon = eventStructuredData(withEvent({ startTime: '2026-10-22 09:00:00', endTime: '2026-10-25 17:00', timeZone: 'Europe/Lisbon', industryType: 'Conference' }), { origin: ORIGIN, fileServer: ORIGIN })!;
    expect([lisbon['@type'], lisbon.startDate, lisbon.endDate]).toEqual(['Event', '2026-10-22T09:00:00+01:00', '2026-10-25T17:00:00+00:00']);
    // No zone known: the time as written, with no offset rather than a wrong one.
    const unzoned = eventStructuredData(withEvent({ startTime: '2026-10-22 09:00', endTime: null, timeZone: null }), { origin: ORIGIN, fileServer: ORIGIN })!;
    expect([unzoned.startDate, 'endDate' in unzoned]).toEqual(['2026-10-22T09:00', false]);
  });

  it('offers the registration page it is given, and none without one', () => {
    const registration = 'https://registration.example.com/?source=minisite&bventId=88001&cc=MITE-WEB';
    expect(eventStructuredData(siteOf('1001'), { origin: ORIGIN, fileServer: ORIGIN, registration })!.offers).toEqual({ '@type': 'Offer', url: registration });
    expect('offers' in eventStructuredData(siteOf('1001'), { origin: ORIGIN, fileServer: ORIGIN, registration: null })!).toBe(false);
  });

  it('says nothing of an event without a readable start, and leaves out a place it does not know', () => {
    expect(eventStructuredData(withEvent({ startTime: 'soon' }), { origin: ORIGIN, fileServer: ORIGIN })).toBeNull();
    expect(eventStructuredData(siteSchema.parse({ ...siteOf('1001'), bvent: null }), { origin: ORIGIN, fileServer: ORIGIN })).toBeNull();
    const nowhere = eventStructuredData(withEvent({ venue: null, address: null, addressDetail: null }), { origin: ORIGIN, fileServer: ORIGIN })!;
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

describe('a session and a speaker as schema.org data', () => {
  const site = siteOf('1001');
  const opening = sessionsOf('88001', 'en-US', '2026-10-22').find((session) => session.id === '88101')!;
  const canonical = `${ORIGIN}/site/subPages/schedule/detail/index?siteId=1001&id=88101`;

  it("a session is an Event in its room at the event's place, in the event's offset, its speakers performing, the event its superEvent", () => {
    const data = sessionStructuredData(site, opening, canonical, { origin: ORIGIN, fileServer: ORIGIN })!;
    const event = eventStructuredData(site, { origin: ORIGIN, fileServer: ORIGIN })!;
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'MITE 2026 Opening Ceremony',
      description: opening.topic,
      startDate: '2026-10-22T09:30:00+08:00',
      endDate: '2026-10-22T10:15:00+08:00',
      // Broadcast live as well as held in the hall.
      eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
      location: { '@type': 'Place', name: 'Forum Hall, Level 1', address: event.location && (event.location as { address: unknown }).address, containedInPlace: event.location },
      url: canonical,
    });
    expect(data.performer).toContainEqual({
      '@type': 'Person',
      name: 'Dr. Leong Wai Man',
      jobTitle: 'President',
      worksFor: { '@type': 'Organization', name: 'MITE Organising Committee' },
      image: `${ORIGIN}/files/demo-expo/programme-speaker-01.svg`,
      url: `${ORIGIN}/site/pages/speaker/detail/index?siteId=1001&id=mite-sp-01`,
    });
    const { '@context': _, ...whole } = event;
    expect(data.superEvent).toEqual(whole);
  });

  it('a session whose start cannot be read has none; one with no room is at the event\'s place', () => {
    expect(sessionStructuredData(site, { ...opening, beginTime: 'soon' }, canonical, { origin: ORIGIN, fileServer: ORIGIN })).toBeNull();
    const roomless = sessionStructuredData(site, { ...opening, venue: null }, canonical, { origin: ORIGIN, fileServer: ORIGIN })!;
    expect(roomless.location).toEqual(eventStructuredData(site, { origin: ORIGIN, fileServer: ORIGIN })!.location);
  });

  it("a speaker is a Person in the site's language, at their page; a speaker without a name has none", () => {
    const speaker = speakersOf('88001', 'en-US').find((each) => each.pkey === 'mite-sp-01')!;
    const page = `${ORIGIN}/site/pages/speaker/detail/index?siteId=1003&id=mite-sp-01`;
    expect(speakerStructuredData(speakerText(speaker, 'zh-CN'), speaker, page, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: '梁慧敏博士',
      jobTitle: '主席',
      worksFor: { '@type': 'Organization', name: 'MITE组织委员会' },
      image: `${ORIGIN}/files/demo-expo/programme-speaker-01.svg`,
      url: page,
    });
    expect(speakerStructuredData({ fullName: null }, speaker, page, ORIGIN)).toBeNull();
  });
});
