import { POINTS_CALLS } from '../../schemas/calls/points';
import {
  claimRequest,
  MALL_BUSINESS_TYPE,
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
import { readCenterLook } from './centerSetting';
import { ask } from './gateway';

/** The points mall's calls (schemas/calls/points.ts, every one auth): one function each, every reply parsed. */
const POINTS_ERROR = 'points error for api';
const asking = (signal: AbortSignal | undefined) => ({ signal, whenInvalid: POINTS_ERROR });

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
  const body = { businessId, businessType: MALL_BUSINESS_TYPE, type: 1, memberType: 1 } as const;
  const setting = await ask(POINTS_CALLS['MemberCenterSetting/QueryCenterSetting'], body, asking(signal));
  return { id: setting.id, look: readCenterLook(setting.setting) };
}

/** GetMemberPointsDetail: the visitor's points and grade in the event (its payload is ours). */
export function getMemberPointsDetail(businessId: string, signal?: AbortSignal): Promise<MemberPoints> {
  return ask(POINTS_CALLS['MemberPoints/GetMemberPointsDetail'], { businessId, businessType: MALL_BUSINESS_TYPE, memberType: 1 }, asking(signal));
}

/** GetSystemBusinessStatusList: which member tiers the event runs (Member open info). */
export function getMemberOpenInfo(businessId: string, signal?: AbortSignal): Promise<MemberOpenInfo> {
  return ask(POINTS_CALLS['MemberCommon/GetSystemBusinessStatusList'], { businessType: MALL_BUSINESS_TYPE, memberType: 1, roleType: 1, businessId }, asking(signal));
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
  } as const;
  return paged(await ask(POINTS_CALLS['PointsMerchandise/SearchPointsMerchandise'], body, asking(signal)));
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
  return ask(POINTS_CALLS['Order/PointsClaimPrizeItem'], body, asking(signal));
}

export interface OrderQuery {
  businessId: string;
  state: 'all' | OrderState;
  pageNo: number;
  pageSize: number;
}

/** Ours: one page of the visitor's orders, all or in one state, newest first. */
export async function getPointsOrderList(query: OrderQuery, signal?: AbortSignal): Promise<Page<PointsOrder>> {
  return paged(await ask(POINTS_CALLS['Order/GetPointsOrderList'], { ...query, businessType: MALL_BUSINESS_TYPE }, asking(signal)));
}

/** Ours: one order with its redemption QR value, code text and discount code. */
export function getPointsOrderDetail(businessId: string, orderId: string, signal?: AbortSignal): Promise<PointsOrderDetail> {
  return ask(POINTS_CALLS['Order/GetPointsOrderDetail'], { businessId, businessType: MALL_BUSINESS_TYPE, orderId }, asking(signal));
}

/** Ours: cancels an order (points and stock come back once); rejects with the gateway's reason when it cannot be. */
export function cancelPointsOrder(businessId: string, orderId: string, signal?: AbortSignal): Promise<PointsOrderDetail> {
  return ask(POINTS_CALLS['Order/CancelPointsOrder'], { businessId, businessType: MALL_BUSINESS_TYPE, orderId }, asking(signal));
}

/** Ours: one page of the visitor's points movements (earned, spent, expired, refunded), newest first. */
export async function getPointsLedger(businessId: string, pageNo: number, pageSize: number, signal?: AbortSignal): Promise<Page<LedgerEntry>> {
  return paged(await ask(POINTS_CALLS['MemberPoints/GetMemberPointsLedger'], { businessId, businessType: MALL_BUSINESS_TYPE, pageNo, pageSize }, asking(signal)));
}

/** Ours: the grades and tiers with the visitor's grade and what the next needs. */
export function getMemberGrades(businessId: string, signal?: AbortSignal): Promise<MemberGrades> {
  return ask(POINTS_CALLS['MemberGrade/GetMemberGrades'], { businessId, businessType: MALL_BUSINESS_TYPE, memberType: 1 }, asking(signal));
}

/** Ours: submits an invitation code; resolves the points it gave and the balance after. */
export function submitInvitationCode(businessId: string, code: string, signal?: AbortSignal) {
  return ask(POINTS_CALLS['MemberCommon/SubmitInvitationCode'], { businessId, businessType: MALL_BUSINESS_TYPE, code }, asking(signal));
}
