import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attendeeIdentities } from '../../schemas/identity';
import { accountUser } from '../../schemas/user';
import { getAccountAttendeeIdentities, getAccountUser, getGroupCenterRegistrationUrl } from '../../src/api/identity';
import { setGatewaySession } from '../../src/api/gateway';
import { ATTENDEE, CONFERENCE, DEMO, EXPO, GROUP } from './support/identityAccounts';
import { replayFetch } from './support/replayFetch';

const calls = vi.fn(replayFetch);
beforeEach(() => {
  calls.mockClear();
  vi.stubGlobal('fetch', calls);
  setGatewaySession({ accessToken: () => 'token-1' });
});
afterEach(() => setGatewaySession({ accessToken: () => null }));

const sent = (index = 0) => {
  const [input, init] = calls.mock.calls[index]!;
  return { url: new URL(String(input), 'http://localhost'), init: init!, headers: init!.headers as Record<string, string> };
};

describe('attendee identities', () => {
  it('posts topOrgId, accountId and bventId with the bearer token, and drops the temporary identity', async () => {
    const identities = await getAccountAttendeeIdentities({ topOrgId: EXPO.topOrgId, accountId: DEMO.accountId, bventId: EXPO.bventId });
    expect(identities.map((identity) => [identity.identityType, identity.auditStatus])).toEqual([
      ['Exhibition', 'Approved'],
      ['Attendee', 'Approved'],
    ]);
    const { url, init, headers } = sent();
    expect(url.pathname).toBe('/api/ClientResponsiveSiteAggregator/Authority/GetAccountAttendeeIdentity');
    expect(JSON.parse(String(init.body))).toEqual({ topOrgId: '5201', accountId: DEMO.accountId, bventId: '88001' });
    expect(headers.Authorization).toBe('Bearer token-1');
  });

  it('reads each account: the attendee is unpaid with an order, the group leader also runs an agency, the demo account is no conference participant', async () => {
    const attendee = await getAccountAttendeeIdentities({ ...EXPO, accountId: ATTENDEE.accountId });
    expect(attendee).toMatchObject([{ identityType: 'Attendee', auditStatus: 'Unpaid', orderNo: 'ORD-88001-5521' }]);
    const group = await getAccountAttendeeIdentities({ ...EXPO, accountId: GROUP.accountId });
    expect(group.map((identity) => identity.identityType)).toEqual(['Group', 'Agency']);
    expect(await getAccountAttendeeIdentities({ ...CONFERENCE, accountId: DEMO.accountId })).toEqual([]);
  });

  it('a null returnObj is an account without identities; a malformed one is an error', () => {
    expect(attendeeIdentities.parse([])).toEqual([]);
    const parsed = attendeeIdentities.safeParse([{ identityId: 1, identityType: 'Attendee', businessId: 2, auditStatus: 'Paid' }]);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['0.auditStatus']);
  });
});

describe('user info', () => {
  it('GETs the account service with the accountId in the query and the bearer token', async () => {
    const user = await getAccountUser(DEMO.accountId);
    expect(user).toMatchObject({ accountId: DEMO.accountId, fullName: 'Demo Visitor', nickname: 'Demo', profileImage: '/files/demo-expo/avatar-demo.svg' });
    const { url, init, headers } = sent();
    expect(init.method).toBe('GET');
    expect(url.pathname).toBe('/api/UserResource/AccountUser/v1/Info');
    expect(url.searchParams.get('accountId')).toBe(DEMO.accountId);
    expect(headers.Authorization).toBe('Bearer token-1');
  });

  it('needs the accountId; lists default to empty; a script address is refused', () => {
    expect(accountUser.safeParse({ fullName: 'x' }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['accountId']);
    expect(accountUser.parse({ accountId: 7 })).toMatchObject({ accountId: '7', mobiles: [], emails: [] });
    expect(accountUser.safeParse({ accountId: 'a', profileImage: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('group centre registration address', () => {
  it('posts bventId and siteId and reads url', async () => {
    expect(await getGroupCenterRegistrationUrl(EXPO.bventId, EXPO.siteId)).toBe('https://registration.example.com/group-center?bventId=88001');
    expect(JSON.parse(String(sent().init.body))).toEqual({ bventId: '88001', siteId: '1001' });
  });
});
