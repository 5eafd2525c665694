import * as z from 'zod/mini';
import { keptList } from './keptList';
import { colour, fileUrl, id, languageCode, numeric, text } from './primitives';

/**
 * The points mall (spec sections 3, 4 and 7 "Points mall"). The spec names five calls; it shows
 * the payload of four and the fields of Points, Merchandise and Member open info, and names the
 * screens (orders, order detail with QR and discount code, cancel, points detail, levels,
 * invitation code) but no call behind them. Everything it does not show is ours and marked so;
 * schemas/calls.ts lists every call and docs/wire-contract.md ("Points mall") says how they fit together.
 */

/** The mall's business is an event: businessType 4 in every mall call (spec section 7). */
export const MALL_BUSINESS_TYPE = 4;
const businessType = z.literal(MALL_BUSINESS_TYPE);
/** Member type 1 and role type 1: the spec's constants for a visitor's membership. */
const memberType = z.literal(1);

const points = z.int().check(z.minimum(0));
const pageNo = z.int().check(z.minimum(1));
const pageSize = z.int().check(z.minimum(1), z.maximum(100));

/**
 * Ours: the businessCode of a mall call's refusal (isSuccess false, HTTP 200), so a screen can
 * say why without reading the message. The message is for people and logs.
 */
export const MALL_REFUSAL = {
  notEnoughPoints: 'POINTS_NOT_ENOUGH',
  gradeNotMet: 'GRADE_NOT_MET',
  limitReached: 'LIMIT_REACHED',
  soldOut: 'SOLD_OUT',
  unknownItem: 'UNKNOWN_ITEM',
  keyReused: 'REQUEST_ID_REUSED',
  unknownOrder: 'UNKNOWN_ORDER',
  alreadyCancelled: 'ALREADY_CANCELLED',
  notCancellable: 'NOT_CANCELLABLE',
  invalidInvitation: 'INVALID_INVITATION',
  invitationUsed: 'INVITATION_USED',
  unknownBusiness: 'UNKNOWN_BUSINESS',
} as const;
export type MallRefusal = (typeof MALL_REFUSAL)[keyof typeof MALL_REFUSAL];

// ── Centre setting ──────────────────────────────────────────────────────────────────────────

export const centerSettingRequest = z.strictObject({ businessId: z.string(), businessType, type: z.literal(1), memberType });

/**
 * What the centre's page looks like, as the back office stores it. Ours in its fields (the spec
 * says only that invalid stored settings are replaced by defaults: light blue, Chinese); the
 * client reads it with `readCenterLook` (src/api/centerSetting.ts), never directly.
 */
export const centerLook = z.looseObject({
  backgroundColor: colour,
  language: languageCode,
});
export type CenterLook = z.infer<typeof centerLook>;

/**
 * QueryCenterSetting's returnObj: the centre's id (SearchPointsMerchandise's centerSettingId) and
 * its stored look, unchecked on the wire so that a bad look costs the look, not the mall.
 */
export const centerSetting = z.looseObject({
  id,
  businessId: id,
  setting: z.unknown(),
});
export type CenterSetting = z.infer<typeof centerSetting>;

// ── Points and membership ───────────────────────────────────────────────────────────────────

/** Ours: the spec shows no payload for GetMemberPointsDetail; the mall's scope, as its other calls send it. */
export const memberPointsRequest = z.strictObject({ businessId: z.string(), businessType, memberType });

/** Points (spec section 3). totalPoint is what the visitor ever earned: available + spent + expired. */
export const memberPoints = z.looseObject({
  availablePoint: points,
  expiredPoint: points,
  pointSpent: points,
  /** Points held back (frozen) and not yet available. */
  protectPoint: points,
  totalPoint: points,
  gradeName: text,
});
export type MemberPoints = z.infer<typeof memberPoints>;

export const businessStatusRequest = z.strictObject({ businessType, memberType, roleType: z.literal(1), businessId: z.string() });

/** Member open info (spec section 3): which tiers the event runs. */
export const memberOpenInfo = z.looseObject({
  isOpenFreeMember: z.boolean(),
  isOpenPremiumMember: z.boolean(),
});
export type MemberOpenInfo = z.infer<typeof memberOpenInfo>;

// ── Merchandise ─────────────────────────────────────────────────────────────────────────────

/** merchandiseType: what the visitor gets (spec: virtual or physical; the numbers are ours). */
export const MERCHANDISE_TYPE = { physical: 1, virtual: 2 } as const;
const merchandiseType = z.union([z.literal(MERCHANDISE_TYPE.physical), z.literal(MERCHANDISE_TYPE.virtual)]);

export const searchMerchandiseRequest = z.strictObject({
  centerSettingId: z.string(),
  /** The client's listing (the spec's capital I): only items on sale to visitors. */
  IsClient: z.literal(true),
  loadSkuDetail: z.boolean(),
  /** Ours, for /points/search: words the name holds; empty: every item. */
  keyword: z.string(),
  paging: z.strictObject({ pageNo, pageSize }),
});

/** Merchandise (spec section 3), in the language of the call's x-lang header. */
export const merchandise = z.looseObject({
  id,
  businessSkuId: id,
  name: z.string(),
  image: z.nullish(fileUrl),
  /** Organiser HTML: sanitised before it is shown. */
  description: text,
  exchangePoint: points,
  /** How many more this visitor may exchange now: the smaller of stock and what their limit leaves. */
  remainQuantity: points,
  stock: points,
  /** Per visitor; 0: no limit. */
  exchangeLimit: points,
  isSatisfyGrade: z.boolean(),
  /** The grades the item is for; empty: any grade. */
  gradeNames: z._default(z.array(z.string()), []),
  merchandiseType,
});
export type Merchandise = z.infer<typeof merchandise>;

export const merchandisePage = z.looseObject({
  list: keptList(merchandise),
  total: z.nullish(numeric),
});

// ── Orders (ours but PointsClaimPrizeItem's request) ────────────────────────────────────────

/** Order states (spec section 4's texts, and the pending-payment orders of section 2). */
export const ORDER_STATES = ['pendingPayment', 'redeemed', 'verified', 'cancelled', 'refunded'] as const;
export const orderState = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderState>;

/** The two ways a pending-payment order may be paid (ours). */
export const paymentMethod = z.enum(['wechatPay', 'alipay']);

/**
 * PointsClaimPrizeItem's body. `requestId` is ours, the idempotency key: one per redemption
 * attempt, the same on every retry of that attempt; the gateway answers a repeated key with the
 * order the first made and never makes a second.
 */
export const claimRequest = z.strictObject({
  businessId: z.string(),
  businessType,
  language: languageCode,
  requestId: z.string().check(z.regex(/^[\w-]{8,64}$/, 'Expected an idempotency key of 8 to 64 letters, digits, _ or -')),
  /** The spec's "item data". */
  item: z.strictObject({ merchandiseId: z.string(), businessSkuId: z.string(), quantity: z.int().check(z.minimum(1), z.maximum(99)) }),
});
export type ClaimRequest = z.infer<typeof claimRequest>;

/** An order as the list shows it. */
export const pointsOrder = z.looseObject({
  id,
  merchandiseId: id,
  name: z.string(),
  image: z.nullish(fileUrl),
  merchandiseType,
  quantity: z.int().check(z.minimum(1)),
  /** Points the order took: exchangePoint × quantity. */
  points,
  state: orderState,
  /** ISO 8601 with offset. */
  createdAt: z.string(),
  /** Whether cancel would be accepted now (a virtual item redeemed, a verified order: never). */
  cancellable: z.boolean(),
  /** Pending payment only: what is left to pay and the two ways to pay it. */
  payment: z.nullish(z.looseObject({ amount: z.string(), currency: z.string(), methods: z.array(paymentMethod) })),
});
export type PointsOrder = z.infer<typeof pointsOrder>;

/** An order with what its page shows: the redemption QR code's value and text, the discount code. */
export const pointsOrderDetail = z.extend(pointsOrder, {
  qrCode: z.string().check(z.minLength(1)),
  codeText: z.string(),
  /** A virtual item's discount code; null for physical items. */
  discountCode: text,
});
export type PointsOrderDetail = z.infer<typeof pointsOrderDetail>;

export const orderListRequest = z.strictObject({
  businessId: z.string(),
  businessType,
  /** 'all' or one state. */
  state: z.enum(['all', ...ORDER_STATES]),
  pageNo,
  pageSize,
});
export const orderPage = z.looseObject({
  list: keptList(pointsOrder),
  total: z.nullish(numeric),
});

export const orderRequest = z.strictObject({ businessId: z.string(), businessType, orderId: z.string() });

// ── Ledger, grades, invitation code (ours) ──────────────────────────────────────────────────

export const ledgerRequest = z.strictObject({ businessId: z.string(), businessType, pageNo, pageSize });

/** One movement of points: `points` is always positive, `kind` says which way. */
export const ledgerEntry = z.looseObject({
  id,
  kind: z.enum(['earned', 'spent', 'expired', 'refunded']),
  points,
  reason: z.string(),
  /** ISO 8601 with offset. */
  occurredAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export const ledgerPage = z.looseObject({
  list: keptList(ledgerEntry),
  total: z.nullish(numeric),
});

export const gradesRequest = memberPointsRequest;

const grade = z.looseObject({ id, name: z.string(), minPoints: points, benefits: z.array(z.string()) });
const tier = z.looseObject({ tier: z.enum(['free', 'premium']), name: z.string(), isMember: z.boolean(), benefits: z.array(z.string()) });

/** The grades (by totalPoint, lowest first), the tiers, the visitor's grade and what the next needs. */
export const memberGrades = z.looseObject({
  grades: z.array(grade),
  tiers: z.array(tier),
  currentGradeId: z.nullable(id),
  /** null at the top grade. */
  next: z.nullable(z.looseObject({ gradeId: id, name: z.string(), pointsNeeded: points })),
});
export type MemberGrades = z.infer<typeof memberGrades>;

export const invitationRequest = z.strictObject({ businessId: z.string(), businessType, code: z.string().check(z.minLength(1), z.maxLength(64)) });
export const invitationReply = z.looseObject({ pointsAwarded: points, availablePoint: points });
