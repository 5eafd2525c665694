import type * as z from 'zod/mini';
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
} from '../points';
import type { WireCall } from './wire';

/**
 * A points mall call: its own path outside the aggregator, POST, and only for a signed-in
 * visitor (spec section 7 marks every one "(auth)").
 */
const mall = <R extends z.ZodMiniType, S extends z.ZodMiniType>(path: string, request: R, returnObj: S) => ({ path, method: 'POST', auth: 'required', request, returnObj }) as const;

// The points mall (spec section 7 "Points mall", schemas/points.ts). The spec's paths differ in
// case and in their leading slash; they are kept exactly as it writes them, under the gateway
// base (the client joins them with one slash). The replay server answers them all live per
// account (preview/server/points.ts).
export const POINTS_CALLS = {
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
} as const satisfies Record<string, WireCall>;
