// @vitest-environment jsdom
// What the client sends, checked against the JSON Schema export from outside: each call of
// schemas/calls.ts is made through the client's own function with the network answered here,
// and the address, method and body (or query) that reach fetch must be the table's, accepted
// by Ajv reading the exported request schema and by Zod alike.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryActivities } from '../../src/api/activities';
import { getIntellectualProperty, queryLanguages } from '../../src/api/event';
import { getAccountAttendeeIdentities, getAccountUser, getGroupCenterRegistrationUrl } from '../../src/api/identity';
import { getFileList, getGroupList, type MaterialScope } from '../../src/api/material';
import { getNewsDetail, getNewsList } from '../../src/api/news';
import { getPartnerCategories, getPartners } from '../../src/api/partners';
import { getQuestionList } from '../../src/api/questions';
import { followSession, getBventSetting, getFollowedSessions, getScheduleDates, getScheduleList, getScheduleTypes, getScheduleVenues } from '../../src/api/schedule';
import { getAuthUserCode } from '../../src/api/shareCode';
import {
  cancelPointsOrder,
  getMemberGrades,
  getMemberOpenInfo,
  getMemberPointsDetail,
  getPointsLedger,
  getPointsOrderDetail,
  getPointsOrderList,
  pointsClaimPrizeItem,
  queryCenterSetting,
  searchPointsMerchandise,
  submitInvitationCode,
} from '../../src/api/points';
import { getPageDetail, getPageTree, getSiteById } from '../../src/api/site';
import { querySpeakerGroupList, querySpeakerList } from '../../src/api/speaker';
import { ssoCheckSession, ssoLogin, ssoLogout } from '../../src/auth/cookie/sso';
import { setConfig } from '../../src/platform/config';
import { CALLS, type CallPath } from '../../schemas/calls';
import { fileGroup } from '../../schemas/content/material';
import { callSchemaName, exportJsonSchemas, schemaTable } from '../../schemas/export-json-schema';

const outDir = mkdtempSync(path.join(tmpdir(), 'json-schema-requests-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
exportJsonSchemas(outDir);
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
const table = schemaTable();

const GATEWAY = 'https://gateway.test';
const SSO = 'https://sso.test/sso/';
const bventId = '9001';
const signal = new AbortController().signal;
const scope: MaterialScope = { bventId, siteId: '2001', topOrgId: '77', language: 'en-US' };
const group = fileGroup.parse({ groupId: 31, groupName: 'Slides', groupType: 1 });
const withSessions = fileGroup.parse({ groupId: 32, groupName: 'Session slides', groupType: 1, children: [{ groupId: 88101, groupName: 'Opening' }] });

/** One call through the client's own function, per call of the table. */
const CLIENT_CALLS: Record<CallPath, () => Promise<unknown>> = {
  'Site/GetSiteById': () => getSiteById('2001', signal),
  'Page/Tree': () => getPageTree('2001', signal),
  'Page/Detail': () => getPageDetail('200101', signal),
  'Schedule/List': () =>
    getScheduleList(
      {
        bventId,
        lang: 'zh-HK',
        date: '2026-10-22',
        dateIds: ['1'],
        typeIds: [],
        venueIds: ['4'],
        keywords: '',
        searchType: 0,
        style: 1,
        typeCount: 0,
        dataRangeType: 0,
        dataDisplayType: 0,
      },
      signal,
    ),
  'Schedule/Dates': () => getScheduleDates({ bventId, lang: 'en-US' }, signal),
  'Schedule/Types': () => getScheduleTypes({ bventId, lang: 'en-US' }, signal),
  'Schedule/Venues': () => getScheduleVenues({ bventId, lang: 'en-US' }, signal),
  'WebAggregator/GetBventSetting': () => getBventSetting(bventId, signal),
  'Schedule/Follow': () => followSession(bventId, '806', true, signal),
  'Schedule/Followed': () => getFollowedSessions(bventId, signal),
  'ClientAggregator/QueryLanguages': () => queryLanguages(bventId, signal),
  'ClientAggregator/GetIntellectualPropertyByBventId': () => getIntellectualProperty(bventId, signal),
  'Speaker/QuerySpeakerList': () => querySpeakerList({ bventId, topOrgId: '77', lang: 'pt-PT', pageIndex: 2, pageSize: 12, keyword: '' }, signal),
  'Speaker/QuerySpeakerGroupList': () => querySpeakerGroupList(bventId, signal),
  'Material/GetGroupList': () => getGroupList('video', ['31'], scope, signal),
  'Material/GetFileListInGroup': () => getFileList({ source: { kind: 'group', group }, pageNo: 1, pageSize: 20, keyWords: 'hall' }, scope, signal),
  'Material/GetFileListInScheduleGroup': () => getFileList({ source: { kind: 'scheduleGroup', groupId: '88101', groupType: null }, pageNo: 1, pageSize: 5, keyWords: '' }, scope, signal),
  'Material/GetFileListInGroupAndScheduleGroup': () =>
    getFileList({ source: { kind: 'groupWithSubGroups', group: withSessions }, pageNo: 2, pageSize: 5, keyWords: 'slides' }, scope, signal),
  'Cms/GetCategoryList': () => getPartnerCategories(bventId, '2001', 'zh-CN', signal),
  'Cms/GetPartnersList': () => getPartners(bventId, 'zh-CN', '5', signal),
  'Cms/GetNewsList': () => getNewsList({ bventId, siteId: '9101', lang: 'zh-HK', keywords: 'forum', pageNo: 2, pageSize: 6 }, signal),
  'Cms/GetNewsDetail': () => getNewsDetail(bventId, '7003', 'pt-PT', signal),
  'Site/QuerySitesForAgency': () => queryActivities({ kind: 'agency', businessId: '66' }, { lang: 'zh-HK', pageNo: 2, pageSize: 12 }, signal),
  'Bvent/GetMiniProgramCodeBvents': () => queryActivities({ kind: 'event', bventId, destinationCode: 'MACAO' }, { lang: 'pt-PT', pageNo: 1, pageSize: 12 }, signal),
  'Cms/GetQuestionList': () => getQuestionList({ bventId, lang: 'pt-PT' }, signal),
  'Authority/GetAccountAttendeeIdentity': () => getAccountAttendeeIdentities({ topOrgId: '77', accountId: 'a-1', bventId }, signal),
  'Authority/GetRegistrationUrlForGroupCenter': () => getGroupCenterRegistrationUrl(bventId, '2001', signal),
  'UserResource/AccountUser': () => getAccountUser('a-1', signal),
  'weixin/getAuthUserCode': () => getAuthUserCode({ accountId: 'a-1', bventId }, signal),
  'MemberCenterSetting/QueryCenterSetting': () => queryCenterSetting(bventId, signal),
  'MemberPoints/GetMemberPointsDetail': () => getMemberPointsDetail(bventId, signal),
  'PointsMerchandise/SearchPointsMerchandise': () => searchPointsMerchandise({ centerSettingId: '88700', keyword: 'tote', pageNo: 1, pageSize: 10 }, signal),
  'Order/PointsClaimPrizeItem': () =>
    pointsClaimPrizeItem({ businessId: bventId, language: 'zh-HK', merchandiseId: '88711', businessSkuId: '887111', quantity: 1, requestId: 'attempt-0001' }, signal),
  'MemberCommon/GetSystemBusinessStatusList': () => getMemberOpenInfo(bventId, signal),
  'Order/GetPointsOrderList': () => getPointsOrderList({ businessId: bventId, state: 'refunded', pageNo: 1, pageSize: 10 }, signal),
  'Order/GetPointsOrderDetail': () => getPointsOrderDetail(bventId, '88751', signal),
  'Order/CancelPointsOrder': () => cancelPointsOrder(bventId, '88751', signal),
  'MemberPoints/GetMemberPointsLedger': () => getPointsLedger(bventId, 2, 20, signal),
  'MemberGrade/GetMemberGrades': () => getMemberGrades(bventId, signal),
  'MemberCommon/SubmitInvitationCode': () => submitInvitationCode(bventId, 'MITE2026', signal),
  'session/login': () => ssoLogin({ userName: 'visitor', password: 'secret' }, {}),
  'session/checksession': () => ssoCheckSession('credential', {}),
  'session/logout': () => ssoLogout('credential', {}),
};

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // The SSO calls go first-party here, not through the cookie-helper frame of localhost.
  setConfig({ gateway: GATEWAY, clientSso: SSO, cookieHelperHosts: [] });
  // Any well-formed envelope will do: only what the client sends is checked.
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ isSuccess: true, returnObj: null })));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** Where a call of the table goes, as an absolute address. */
function addressOf(call: CallPath): string {
  const wire = CALLS[call];
  if (call.startsWith('session/')) return new URL(wire.path, SSO).href;
  // The points mall's paths are the spec's, some without a leading slash: the client joins with one.
  return `${GATEWAY}/${wire.path.replace('{bventId}', bventId).replace(/^\/+/, '')}`;
}

describe('what the client sends', () => {
  it.each(Object.keys(CALLS) as CallPath[])('%s: the address, method and payload of the table', async (call) => {
    await CLIENT_CALLS[call]().catch(() => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [input, init] = fetchMock.mock.calls[0]!;
    const url = new URL(String(input));
    const wire = CALLS[call];
    expect(`${url.origin}${url.pathname}`).toBe(addressOf(call));
    expect(init?.method).toBe(wire.method);

    const sent: unknown = wire.method === 'GET' ? Object.fromEntries(url.searchParams) : JSON.parse(String(init?.body));
    if (!wire.request) {
      expect(sent, 'the table names no payload, so the client sends none').toEqual({});
      return;
    }
    const name = callSchemaName('request', call);
    const validate = ajv.compile(JSON.parse(readFileSync(path.join(outDir, `${name}.schema.json`), 'utf8')) as object);
    const parsed = table[name]!.safeParse(sent);
    expect({ ajv: validate(sent), zod: parsed.success }, JSON.stringify({ sent, ajv: validate.errors })).toEqual({ ajv: true, zod: true });
  });
});
