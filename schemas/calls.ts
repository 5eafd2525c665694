import * as z from 'zod/mini';
import { activityPage } from './content/activity';
import { fileGroups, MATERIAL_TYPE, materialFilePage } from './content/material';
import { newsDetail, newsDetailRequest, newsListRequest, newsPage } from './content/news';
import { partnerCategories, partnerPage } from './content/partners';
import { questionGroups, questionListRequest } from './content/questions';
import { bventSetting, followedRequest, followedSessions, followReply, followRequest, scheduleDates, scheduleList, scheduleOptions } from './content/schedule';
import { speakerGroups, speakerPage } from './content/speaker';
import { eventLanguages, intellectualProperty } from './event';
import { attendeeIdentities, groupCenterRegistration } from './identity';
import { pageDetailList, pageTree } from './page';
import {
  businessStatusRequest,
  centerSetting,
  centerSettingRequest,
  claimRequest,
  gradesRequest,
  invitationReply,
  invitationRequest,
  ledgerPage,
  ledgerRequest,
  memberGrades,
  memberOpenInfo,
  memberPoints,
  memberPointsRequest,
  merchandisePage,
  orderListRequest,
  orderPage,
  orderRequest,
  pointsOrderDetail,
  searchMerchandiseRequest,
} from './points';
import { languageCode } from './primitives';
import { authUserCode, authUserCodeRequest } from './shareCode';
import { site } from './site';
import { loginParameters, ssoLoginResult, ssoSessionResult } from './sso';
import { accountUser } from './user';

/**
 * Every call the client makes (spec section 7), by its path as the fixture bundles record it
 * (`<Area>/<Call>`, fixtures/index.ts): where it goes, what the client sends and the returnObj
 * it reads. Every reply comes wrapped in the envelope of schemas/envelope.ts. The JSON Schema
 * export and its test read this table, so a call added here is exported and checked against
 * every recorded reply, and a recorded reply without a call fails the test.
 */
export interface WireCall {
  /** Where the call goes: under the gateway base, or the SSO base for `session/*`; `{bventId}` is the event's id. */
  path: string;
  method: 'GET' | 'POST';
  /** What the client sends: the JSON body of a POST, the query of a GET; null when it sends nothing. */
  request: z.ZodMiniType | null;
  /** The envelope's returnObj, as the client parses it (input side: what the server sends). */
  returnObj: z.ZodMiniType;
}

/** The aggregator every site and content call goes through (spec section 7). */
export const AGGREGATOR = '/api/ClientResponsiveSiteAggregator';

// Request bodies are strict: the client sends exactly these fields. Ids go out as strings.
const idOut = z.string();
const count = z.int().check(z.minimum(0));
const bventScope = { bventId: idOut, lang: languageCode };

/** What the three file-list calls share (spec section 7); each adds the groups it lists. */
const filePage = {
  topOrgId: idOut,
  siteId: idOut,
  /** The group's groupType as Material/GetGroupList sent it. */
  groupType: z.nullable(z.number()),
  pageNo: count,
  pageSize: count,
  keyWords: z.string(),
  language: languageCode,
  bventId: idOut,
};

const aggregator = (call: string, request: z.ZodMiniType, returnObj: z.ZodMiniType): WireCall => ({
  path: `${AGGREGATOR}/${call}`,
  method: 'POST',
  request,
  returnObj,
});

/** A points mall call: its own path outside the aggregator, always POST. */
const mall = (path: string, request: z.ZodMiniType, returnObj: z.ZodMiniType): WireCall => ({ path, method: 'POST', request, returnObj });

export const CALLS = {
  'Site/GetSiteById': aggregator('Site/GetSiteById', z.strictObject({ id: idOut }), site),
  'Page/Tree': aggregator('Page/Tree', z.strictObject({ siteId: idOut }), pageTree),
  'Page/Detail': aggregator('Page/Detail', z.strictObject({ pageId: idOut }), pageDetailList),

  'Schedule/List': aggregator(
    'Schedule/List',
    z.strictObject({
      ...bventScope,
      /** The day asked for, YYYY-MM-DD, and its id from Schedule/Dates. */
      date: z.string(),
      dateIds: z.array(idOut),
      typeIds: z.array(idOut),
      venueIds: z.array(idOut),
      keywords: z.string(),
      searchType: z.number(),
      style: z.number(),
      typeCount: z.number(),
      dataRangeType: z.number(),
      dataDisplayType: z.number(),
    }),
    scheduleList,
  ),
  'Schedule/Dates': aggregator('Schedule/Dates', z.strictObject(bventScope), scheduleDates),
  'Schedule/Types': aggregator('Schedule/Types', z.strictObject(bventScope), scheduleOptions),
  'Schedule/Venues': aggregator('Schedule/Venues', z.strictObject(bventScope), scheduleOptions),
  // Ours, not in the spec: the spec has sessions followed (isFollowed) but names no call that
  // follows one. Both need a signed-in account (Authorization: Bearer); the replay server answers
  // them live (preview/server/follows.ts), keeping each account's state for its lifetime.
  /** Ours: follow or unfollow one session; answers the session's state afterwards. */
  'Schedule/Follow': aggregator('Schedule/Follow', followRequest, followReply),
  /** Ours: the ids of the event's sessions the signed-in account follows. */
  'Schedule/Followed': aggregator('Schedule/Followed', followedRequest, followedSessions),
  /** Outside the aggregator, readable without a token; the event is in the path. */
  'WebAggregator/GetBventSetting': {
    path: '/api/WebAggregator/notoken/{bventId}/GetBventSetting',
    method: 'GET',
    request: null,
    returnObj: bventSetting,
  },

  /** The event's languages, outside the aggregator; the event is in the path. */
  'ClientAggregator/QueryLanguages': {
    path: '/api/ClientAggregator/Outside/QueryLanguages/{bventId}',
    method: 'GET',
    request: null,
    returnObj: eventLanguages,
  },
  /** The event's intellectual-property statement (auth), outside the aggregator; the spec writes its path so. */
  'ClientAggregator/GetIntellectualPropertyByBventId': {
    path: '/api/ClientAggregator/OutSide/{bventId}/GetIntellectualPropertyByBventId',
    method: 'GET',
    request: null,
    returnObj: intellectualProperty,
  },

  'Speaker/QuerySpeakerList': aggregator(
    'Speaker/QuerySpeakerList',
    z.strictObject({ ...bventScope, topOrgId: idOut, pageIndex: count, pageSize: count, keyword: z.string() }),
    speakerPage,
  ),
  'Speaker/QuerySpeakerGroupList': aggregator('Speaker/QuerySpeakerGroupList', z.strictObject({ bventId: idOut }), speakerGroups),

  'Material/GetGroupList': aggregator(
    'Material/GetGroupList',
    z.strictObject({
      /** Which library: MATERIAL_TYPE. */
      type: z.literal(Object.values(MATERIAL_TYPE)),
      /** The organiser's choice of groups; empty: all. */
      groupIds: z.array(idOut),
      bventId: idOut,
      siteId: idOut,
      language: languageCode,
    }),
    fileGroups,
  ),
  'Material/GetFileListInGroup': aggregator('Material/GetFileListInGroup', z.strictObject({ ...filePage, groupId: idOut, isAllGroup: z.literal(false) }), materialFilePage),
  /**
   * A schedule group's files: a session's (its id is the group's), or a file group's sub-group.
   * Ours in its use: the spec names the call and the fields of the three file-list calls.
   */
  'Material/GetFileListInScheduleGroup': aggregator(
    'Material/GetFileListInScheduleGroup',
    z.strictObject({ ...filePage, groupId: idOut, isAllGroup: z.literal(false) }),
    materialFilePage,
  ),
  /** Ours in its use: a file group's files with its sub-groups' (`groups`: the group, then its sub-groups), in one list. */
  'Material/GetFileListInGroupAndScheduleGroup': aggregator(
    'Material/GetFileListInGroupAndScheduleGroup',
    z.strictObject({ ...filePage, groups: z.array(idOut).check(z.minLength(1)), isAllGroup: z.literal(true) }),
    materialFilePage,
  ),

  'Cms/GetCategoryList': aggregator(
    'Cms/GetCategoryList',
    z.strictObject({ ...bventScope, businessType: z.literal('PartnerModule'), siteId: idOut }),
    partnerCategories,
  ),
  'Cms/GetPartnersList': aggregator(
    'Cms/GetPartnersList',
    z.strictObject({ ...bventScope, categoryId: idOut, pageNo: count, pageSize: count }),
    partnerPage,
  ),
  // Ours, not in the spec: section 7 names no news call, but the spec has news search and
  // detail pages (schemas/content/news.ts).
  /** Ours: one page of the event's stories matching the keywords, newest first. */
  'Cms/GetNewsList': aggregator('Cms/GetNewsList', newsListRequest, newsPage),
  /** Ours: one story by id with its body and its neighbours; returnObj null for an id the event does not have. */
  'Cms/GetNewsDetail': aggregator('Cms/GetNewsDetail', newsDetailRequest, newsDetail),

  // The spec names both calls and their isPublish; the rest of each request and the reply
  // (schemas/content/activity.ts) are ours. An agency's site lists the agency's sites, any
  // other site its event's activities under the destination's mini-program code.
  /** Ours in its fields: the published sites of an agency (the site's businessId). */
  'Site/QuerySitesForAgency': aggregator(
    'Site/QuerySitesForAgency',
    z.strictObject({ businessId: idOut, lang: languageCode, isPublish: z.literal(true), pageNo: count, pageSize: count }),
    activityPage,
  ),
  /** Ours in its fields: the published events sharing an event's mini-program (destination) code. */
  'Bvent/GetMiniProgramCodeBvents': aggregator(
    'Bvent/GetMiniProgramCodeBvents',
    z.strictObject({ ...bventScope, destinationCode: z.string(), isPublish: z.literal(true), pageNo: count, pageSize: count }),
    activityPage,
  ),
  /**
   * Ours, not in the spec: the spec names the Q&A page but no call behind it. The event's
   * questions in one language, by group; answers are organiser HTML.
   */
  'Cms/GetQuestionList': aggregator('Cms/GetQuestionList', questionListRequest, questionGroups),

  'Authority/GetAccountAttendeeIdentity': aggregator(
    'Authority/GetAccountAttendeeIdentity',
    z.strictObject({ topOrgId: idOut, accountId: idOut, bventId: idOut }),
    attendeeIdentities,
  ),
  'Authority/GetRegistrationUrlForGroupCenter': aggregator(
    'Authority/GetRegistrationUrlForGroupCenter',
    z.strictObject({ bventId: idOut, siteId: idOut }),
    groupCenterRegistration,
  ),
  /** The account service, outside the aggregator; accountId goes in the query. */
  'UserResource/AccountUser': {
    path: '/api/UserResource/AccountUser/v1/Info',
    method: 'GET',
    request: z.strictObject({ accountId: idOut }),
    returnObj: accountUser,
  },

  /**
   * The visitor's code in the event (auth), outside the aggregator. The reply is ours: the spec
   * does not show it (schemas/shareCode.ts). The replay server answers it live per account.
   */
  'weixin/getAuthUserCode': {
    path: '/api/weixin/miniapp/v1/getAuthUserCode',
    method: 'POST',
    request: authUserCodeRequest,
    returnObj: authUserCode,
  },

  // The points mall (spec section 7 "Points mall", schemas/points.ts), every call (auth). The
  // spec's paths differ in case and in their leading slash; they are kept exactly as it writes
  // them, under the gateway base (the client joins them with one slash). The replay server
  // answers them all live per account (preview/server/points.ts).
  'MemberCenterSetting/QueryCenterSetting': mall('Api/MemberSystem/MemberCenterSetting/QueryCenterSetting', centerSettingRequest, centerSetting),
  /** The request is ours: the spec shows no payload. */
  'MemberPoints/GetMemberPointsDetail': mall('Api/MemberSystem/MemberPoints/GetMemberPointsDetail', memberPointsRequest, memberPoints),
  /** `keyword` in the request is ours (the search page). */
  'PointsMerchandise/SearchPointsMerchandise': mall('/Api/MemberSystem/PointsMerchandise/SearchPointsMerchandise', searchMerchandiseRequest, merchandisePage),
  /** The reply and `requestId`, the idempotency key, are ours. */
  'Order/PointsClaimPrizeItem': mall('/Api/Registration/Order/PointsClaimPrizeItem', claimRequest, pointsOrderDetail),
  'MemberCommon/GetSystemBusinessStatusList': mall('api/MemberSystem/MemberCommon/GetSystemBusinessStatusList', businessStatusRequest, memberOpenInfo),
  // Ours, not in the spec: it names these screens but no call behind them.
  /** Ours: one page of the visitor's orders, all or in one state, newest first. */
  'Order/GetPointsOrderList': mall('/Api/Registration/Order/GetPointsOrderList', orderListRequest, orderPage),
  /** Ours: one of the visitor's orders with its redemption QR value, code text and discount code. */
  'Order/GetPointsOrderDetail': mall('/Api/Registration/Order/GetPointsOrderDetail', orderRequest, pointsOrderDetail),
  /** Ours: cancels an order, returning its points and stock exactly once; answers the order afterwards. */
  'Order/CancelPointsOrder': mall('/Api/Registration/Order/CancelPointsOrder', orderRequest, pointsOrderDetail),
  /** Ours: one page of the visitor's points movements, newest first. */
  'MemberPoints/GetMemberPointsLedger': mall('/Api/MemberSystem/MemberPoints/GetMemberPointsLedger', ledgerRequest, ledgerPage),
  /** Ours: the grades and tiers, the visitor's grade and what the next needs. */
  'MemberGrade/GetMemberGrades': mall('/Api/MemberSystem/MemberGrade/GetMemberGrades', gradesRequest, memberGrades),
  /** Ours: an invitation code's points, awarded once per account and code. */
  'MemberCommon/SubmitInvitationCode': mall('/Api/MemberSystem/MemberCommon/SubmitInvitationCode', invitationRequest, invitationReply),

  // The single-sign-on session API of cookie mode, under the deployment's SSO base.
  'session/login': { path: 'api/session/login', method: 'POST', request: loginParameters, returnObj: ssoLoginResult },
  /** The credential goes in the Authorization header. */
  'session/checksession': { path: 'api/session/checksession', method: 'GET', request: null, returnObj: ssoSessionResult },
  /** The client reads only the envelope's verdict. */
  'session/logout': { path: 'api/session/logout', method: 'GET', request: null, returnObj: z.unknown() },
} as const satisfies Record<string, WireCall>;

export type CallPath = keyof typeof CALLS;
