import { describe, expect, it } from 'vitest';
import { leavesSite, productLink, withChannelCode } from '../../src/site/productLink';
import { registrationHref } from '../../src/identity/registrationHref';
import { centreEntries, type EntryContext } from '../../src/pages/personal/entries';

describe('productLink: links out with the channel code as cc', () => {
  it('adds the query and cc, keeping what the base already carries', () => {
    expect(productLink('https://booth.example.com/centre?from=site#top', { bventId: '88001', lang: 'en' }, 'MITE-WEB')).toBe(
      'https://booth.example.com/centre?from=site&bventId=88001&lang=en&cc=MITE-WEB#top',
    );
  });

  it('encodes values and replaces a cc already there (one cc, the event\'s)', () => {
    expect(productLink('https://x.example.com/?cc=OLD', { q: 'a b&c' }, 'NEW/1')).toBe('https://x.example.com/?cc=NEW%2F1&q=a+b%26c');
  });

  it('leaves empty values and a missing channel code out', () => {
    expect(productLink('https://x.example.com/', { bventId: '1', orderNo: null, lang: '' }, undefined)).toBe('https://x.example.com/?bventId=1');
  });

  it.each([null, undefined, '', '/relative/path', 'javascript:alert(1)', 'data:text/html,x', 'not a url'])('refuses base %j', (base) => {
    expect(productLink(base, { bventId: '1' }, 'CC')).toBeNull();
  });

  const page = 'https://site.example.com/site/pages/index/index';

  it('adds cc to a link out, never to an address of the site itself', () => {
    expect(withChannelCode('https://tickets.example.org/buy', 'MITE-WEB', page)).toBe('https://tickets.example.org/buy?cc=MITE-WEB');
    expect(withChannelCode('/site/pages/news/index', 'MITE-WEB', page)).toBe('/site/pages/news/index');
    expect([leavesSite('https://tickets.example.org/buy', page), leavesSite('/site/pages/news/index', page)]).toEqual([true, false]);
  });

  it('leaves an address no URL parser reads as it is, and opens it apart from the site', () => {
    const unreadable = 'http://x" onerror=alert(1)';
    expect(withChannelCode(unreadable, 'MITE-WEB', page)).toBe(unreadable);
    expect(leavesSite(unreadable, page)).toBe(true);
  });

  it('serves the registration page address (source mark, return address, event)', () => {
    expect(registrationHref('https://reg.example.com/form', '88001', 'https://site.example.com/a?b=1')).toBe(
      'https://reg.example.com/form?source=minisite&returnUrl=https%3A%2F%2Fsite.example.com%2Fa%3Fb%3D1&bventId=88001',
    );
  });
});

describe('centre entries by role and by expo', () => {
  const addresses = {
    booth: 'https://booth.example.com/',
    agency: 'https://agency.example.com/',
    attendeeCenter: 'https://attendee.example.com/',
    eTicket: 'https://eticket.example.com/',
    eventMobile: 'https://m.example.com/',
  };
  const context = (identityTypes: Array<[string, string?]>, isExpo: boolean, extra: Partial<EntryContext> = {}): EntryContext => ({
    identities: identityTypes.map(([identityType, auditStatus = 'Approved']) => ({ identityType, auditStatus: auditStatus as 'Approved' })),
    isExpo,
    bventId: '1',
    languageKey: 'pt',
    channelCode: 'CC',
    groupCenterUrl: 'https://reg.example.com/group?x=1',
    addresses,
    ...extra,
  });
  const keys = (entries: ReturnType<typeof centreEntries>) => entries.map((entry) => entry.key);

  it.each([
    [[], true, ['eventMobile']],
    [[['Exhibition']], true, ['exhibitorCentre', 'eventMobile']],
    [[['Exhibition']], false, ['eventMobile']],
    [[['Agency']], false, ['agencyCentre', 'eventMobile']],
    [[['Group']], true, ['groupCentre', 'eventMobile']],
    [[['Attendee']], true, ['audienceCentre', 'eTicket', 'eventMobile']],
    [[['Attendee', 'Unpaid']], true, ['audienceCentre', 'eventMobile']],
    [[['Attendee']], false, ['attendeeCentre', 'eventMobile']],
    [[['Planner'], ['Purchaser'], ['Someday']], true, ['eventMobile']],
    [[['Attendee'], ['Exhibition'], ['Agency'], ['Group']], true, ['exhibitorCentre', 'agencyCentre', 'groupCentre', 'audienceCentre', 'eTicket', 'eventMobile']],
  ] as Array<[Array<[string, string?]>, boolean, string[]]>)('%j, expo %s → %j', (identities, isExpo, expected) => {
    expect(keys(centreEntries(context(identities, isExpo)))).toEqual(expected);
  });

  it('every address carries the event, language key and cc; the group centre keeps its own query', () => {
    const entries = centreEntries(context([['Exhibition'], ['Group']], true));
    expect(entries).toEqual([
      { key: 'exhibitorCentre', href: 'https://booth.example.com/?bventId=1&lang=pt&cc=CC' },
      { key: 'groupCentre', href: 'https://reg.example.com/group?x=1&cc=CC' },
      { key: 'eventMobile', href: 'https://m.example.com/?bventId=1&lang=pt&cc=CC' },
    ]);
  });

  it('an address not configured (or a group centre not known yet) leaves its entry out', () => {
    const entries = centreEntries(context([['Exhibition'], ['Group']], true, { groupCenterUrl: null, addresses: { ...addresses, booth: '', eventMobile: '' } }));
    expect(entries).toEqual([]);
  });
});
