import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureBundles, readReply } from '../../fixtures/index';
import { activity, type Activity } from '../../schemas/content/activity';
import { site as siteSchema } from '../../schemas/site';
import { queryActivities } from '../../src/api/activities';
import { activityOwner } from '../../src/pages/activities/activities';
import { activityDates } from '../../src/pages/activities/activityDates';
import { shownActivities } from '../../src/pages/activities/shownActivities';
import { setConfig } from '../../src/platform/config';

const recorded = (file: string) => {
  const reply = fixtureBundles().get('demo-expo')!.replies.find((entry) => `${entry.area}/${entry.call}/${entry.key}` === file)!;
  return (readReply(reply) as { returnObj: unknown }).returnObj;
};
const expoActivities = (language: string): Activity[] =>
  (recorded(`Bvent/GetMiniProgramCodeBvents/88001_${language}_1`) as { list: unknown[] }).list.map((item) => activity.parse(item));
const expoSite = () => siteSchema.parse(recorded('Site/GetSiteById/1001'));

describe('the activities a visitor may choose', () => {
  it('leaves drafts out, whatever the gateway sends', () => {
    const all = expoActivities('en-US');
    expect(all.map((item) => item.isPublish)).toEqual([true, true, false]);
    expect(shownActivities(all).map((item) => item.id)).toEqual(['88001', '88101']);
  });

  it('counts an activity without isPublish as published: the calls ask for published ones', () => {
    expect(activity.parse({ id: 1, siteId: 2, title: 'Open day' }).isPublish).toBe(true);
    expect(activity.parse({ id: 1, siteId: 2, title: 'Open day', isPublish: 0 }).isPublish).toBe(false);
  });

  it('finds a keyword in the name or the place, accents and case aside', () => {
    const all = expoActivities('pt-PT');
    expect(shownActivities(all, 'LISBOA').map((item) => item.id)).toEqual(['88101']);
    expect(shownActivities(all, 'exposicao').map((item) => item.id)).toEqual(['88001']);
    expect(shownActivities(all, 'cotai').map((item) => item.id)).toEqual(['88001']);
    // The draft matches "2027" but stays hidden.
    expect(shownActivities(all, '2027')).toEqual([]);
    expect(shownActivities(all, '  ')).toHaveLength(2);
  });

  it('finds Chinese names as written', () => {
    expect(shownActivities(expoActivities('zh-HK'), '里斯本').map((item) => item.id)).toEqual(['88101']);
  });
});

/** Intl spaces its ranges with thin and narrow spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe("an activity's dates", () => {
  it("are read and shown in the activity's zone, not the viewer's", () => {
    // Midnight at the venue: in UTC it is still the day before.
    const late = { startTime: '2026-05-14 00:30:00', endTime: '2026-05-15 23:30:00', timeZone: 'Asia/Macau' };
    expect(plain(activityDates(late, 'en-US'))).toBe('May 14 – 15, 2026');
    expect(plain(activityDates({ ...late, startTime: '2026-05-13T16:30:00Z' }, 'en-US'))).toBe('May 14 – 15, 2026');
  });

  it('give one date when one is missing, and nothing for unreadable ones', () => {
    expect(activityDates({ startTime: '2026-10-22 10:00:00', endTime: null, timeZone: 'Asia/Macau' }, 'pt-PT')).toBe('22 de outubro de 2026');
    expect(activityDates({ startTime: 'soon', endTime: 'later', timeZone: 'Nowhere/Else' }, 'en-US')).toBe('');
  });
});

describe('whose activities', () => {
  beforeEach(() => setConfig({ destinationEventId: 'MACAO-DEST' }));

  it("are the address's event's, else the site's, under the deployment's destination code", () => {
    const site = expoSite();
    expect(activityOwner(site, new URLSearchParams())).toEqual({ kind: 'event', bventId: '88001', destinationCode: 'MACAO-DEST' });
    expect(activityOwner(site, new URLSearchParams('bventId=77&destinationCode=D9'))).toEqual({ kind: 'event', bventId: '77', destinationCode: 'D9' });
  });

  it("are the agency's sites on an agency's site (spec section 3: Agency is special)", () => {
    const agency = { ...expoSite(), businessType: 'Agency', businessId: '66' };
    expect(activityOwner(agency, new URLSearchParams('bventId=77'))).toEqual({ kind: 'agency', businessId: '66' });
  });
});

describe('queryActivities', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setConfig({ gateway: 'https://gateway.test' });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for published activities only, and leaves a bad item out alone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const list = [{ id: 1, siteId: 11, title: 'Good' }, { id: 2, title: 'No site' }, { id: 3, siteId: 13, title: 'Unsafe cover', cover: 'javascript:alert(1)' }];
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ isSuccess: true, returnObj: { list, total: 3 } })));
    const page = await queryActivities({ kind: 'event', bventId: '9', destinationCode: '' }, { lang: 'en-US', pageNo: 1, pageSize: 12 });
    expect(page.list.map((item) => [item.id, item.cover])).toEqual([
      ['1', undefined],
      ['3', null],
    ]);
    expect(page.total).toBe(3);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ bventId: '9', isPublish: true, pageNo: 1 });
    expect(errors).toHaveBeenCalledWith('[activity]', expect.objectContaining({ call: 'Bvent/GetMiniProgramCodeBvents' }));
    errors.mockRestore();
  });

  it('rejects a reply that is not a page of activities', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ isSuccess: true, returnObj: { list: 'none' } })));
    await expect(queryActivities({ kind: 'agency', businessId: '6' }, { lang: 'en-US', pageNo: 1, pageSize: 12 })).rejects.toMatchObject({ kind: 'invalid' });
  });
});
