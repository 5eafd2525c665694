import type * as z from 'zod/mini';
import { CALLS, type CallPath } from '../../schemas/calls';
import {
  centerSetting,
  claimRequest,
  invitationReply,
  ledgerPage,
  MALL_BUSINESS_TYPE,
  memberGrades,
  memberOpenInfo,
  memberPoints,
  merchandisePage,
  orderPage,
  pointsOrderDetail,
  type CenterLook,
  type LedgerEntry,
  type MemberGrades,
  type MemberOpenInfo,
  type MemberPoints,
  type Merchandise,
  type OrderState,
  type PointsOrder,
  type PointsOrderDetail,
} from '../../schemas/points';
import type { LanguageCode } from '../../schemas/primitives';
import { catalogue } from '../platform/errors';
import { readCenterLook } from './centerSetting';
import { callGateway, parseReply } from './gateway';

/**
 * The points mall's calls (schemas/points.ts, every one auth): one function each, every reply
 * parsed. Paths come from the contract's table, which keeps the spec's own spelling of each.
 */
const POINTS_ERROR = 'points error for api';

async function mallCall<S extends z.ZodMiniType>(call: CallPath, body: object, schema: S, signal?: AbortSignal): Promise<z.output<S>> {
  const reply = await callGateway(CALLS[call].path, body, { auth: true, signal });
  return parseReply(schema, reply, catalogue.noData, POINTS_ERROR);
}

/** A page of rows (each unreadable one left out by its schema) and the total, null when not sent. */
interface Page<T> {
  list: T[];
  total: number | null;
}
const paged = <T>(page: { list: T[]; total?: number | null }): Page<T> => ({ list: page.list, total: page.total ?? null });

/** The centre of an event: its id, which the merchandise search names, and its look (defaults when stored badly). */
export interface PointsCenter {
  id: string;
  look: CenterLook;
}

/** QueryCenterSetting: the event's points centre. */
export async function queryCenterSetting(businessId: string, signal?: AbortSignal): Promise<PointsCenter> {
  const body = { businessId, businessType: MALL_BUSINESS_TYPE, type: 1, memberType: 1 };
  const setting = await mallCall('MemberCenterSetting/QueryCenterSetting', body, centerSetting, signal);
  return { id: setting.id, look: readCenterLook(setting.setting) };
}

/** GetMemberPointsDetail: the visitor's points and grade in the event (its payload is ours). */
export function getMemberPointsDetail(businessId: string, signal?: AbortSignal): Promise<MemberPoints> {
  return mallCall('MemberPoints/GetMemberPointsDetail', { businessId, businessType: MALL_BUSINESS_TYPE, memberType: 1 }, memberPoints, signal);
}

/** GetSystemBusinessStatusList: which member tiers the event runs (Member open info). */
export function getMemberOpenInfo(businessId: string, signal?: AbortSignal): Promise<MemberOpenInfo> {
  return mallCall('MemberCommon/GetSystemBusinessStatusList', { businessType: MALL_BUSINESS_TYPE, memberType: 1, roleType: 1, businessId }, memberOpenInfo, signal);
}

export interface MerchandiseQuery {
  centerSettingId: string;
  /** Ours, the search page's words; empty: every item. */
  keyword: string;
  pageNo: number;
  pageSize: number;
}

/** SearchPointsMerchandise: one page of the centre's items for this visitor; an unreadable item is left out alone. */
export async function searchPointsMerchandise(query: MerchandiseQuery, signal?: AbortSignal): Promise<Page<Merchandise>> {
  const body = {
    centerSettingId: query.centerSettingId,
    IsClient: true,
    loadSkuDetail: true,
    keyword: query.keyword,
    paging: { pageNo: query.pageNo, pageSize: query.pageSize },
  };
  return paged(await mallCall('PointsMerchandise/SearchPointsMerchandise', body, merchandisePage, signal));
}

export interface Redemption {
  businessId: string;
  language: LanguageCode;
  merchandiseId: string;
  businessSkuId: string;
  quantity: number;
  /**
   * The idempotency key (ours). The caller makes one per redemption attempt, when the visitor
   * confirms, and sends the same key on every retry of that attempt (a timeout, a lost reply, a
   * second tap while the first is under way): the gateway then answers with the order the first
   * made and never makes a second. A new attempt (the visitor confirms again after a refusal or a
   * success) takes a new key. 8 to 64 letters, digits, _ or - (crypto.randomUUID() will do).
   */
  requestId: string;
}

/** PointsClaimPrizeItem: redeems an item; resolves the order, the same one for a repeated requestId. */
export function pointsClaimPrizeItem(redemption: Redemption, signal?: AbortSignal): Promise<PointsOrderDetail> {
  const { businessId, language, requestId, merchandiseId, businessSkuId, quantity } = redemption;
  // Checked before it leaves: a malformed key would be refused by the gateway after the visitor waited.
  const body = claimRequest.parse({ businessId, businessType: MALL_BUSINESS_TYPE, language, requestId, item: { merchandiseId, businessSkuId, quantity } });
  return mallCall('Order/PointsClaimPrizeItem', body, pointsOrderDetail, signal);
}

export interface OrderQuery {
  businessId: string;
  state: 'all' | OrderState;
  pageNo: number;
  pageSize: number;
}

/** Ours: one page of the visitor's orders, all or in one state, newest first. */
export async function getPointsOrderList(query: OrderQuery, signal?: AbortSignal): Promise<Page<PointsOrder>> {
  return paged(await mallCall('Order/GetPointsOrderList', { ...query, businessType: MALL_BUSINESS_TYPE }, orderPage, signal));
}

/** Ours: one order with its redemption QR value, code text and discount code. */
export function getPointsOrderDetail(businessId: string, orderId: string, signal?: AbortSignal): Promise<PointsOrderDetail> {
  return mallCall('Order/GetPointsOrderDetail', { businessId, businessType: MALL_BUSINESS_TYPE, orderId }, pointsOrderDetail, signal);
}

/** Ours: cancels an order (points and stock come back once); rejects with the gateway's reason when it cannot be. */
export function cancelPointsOrder(businessId: string, orderId: string, signal?: AbortSignal): Promise<PointsOrderDetail> {
  return mallCall('Order/CancelPointsOrder', { businessId, businessType: MALL_BUSINESS_TYPE, orderId }, pointsOrderDetail, signal);
}

/** Ours: one page of the visitor's points movements (earned, spent, expired, refunded), newest first. */
export async function getPointsLedger(businessId: string, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  return paged(await mallCall('MemberPoints/GetMemberPointsLedger', { businessId, businessType: MALL_BUSINESS_TYPE, pageNo, pageSize }, ledgerPage, signal));
}

/** Ours: the grades and tiers with the visitor's grade and what the next needs. */
export function getMemberGrades(businessId: string, signal?: AbortSignal): Promise<MemberGrades> {
  return mallCall('MemberGrade/GetMemberGrades', { businessId, businessType: MALL_BUSINESS_TYPE, memberType: 1 }, memberGrades, signal);
}

/** Ours: submits an invitation code; resolves the points it gave and the balance after. */
export function submitInvitationCode(businessId: string, code: string, signal?: AbortSignal) {
  return mallCall('MemberCommon/SubmitInvitationCode', { businessId, businessType: MALL_BUSINESS_TYPE, code }, invitationReply, signal);
}
