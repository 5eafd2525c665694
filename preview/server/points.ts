import type * as z from 'zod/mini';
import type { FixtureBundle } from '../../fixtures/index';
import { CALLS, type CallPath } from '../../schemas/calls';
import { rootedPath } from '../../schemas/calls/wire';
import { describeIssue, issuesOf } from '../../schemas/issues';
import { MALL_REFUSAL, type ClaimRequest } from '../../schemas/points';
import { languageCode, type LanguageCode } from '../../schemas/primitives';
import { readBodyObject } from './gateway';
import { envelope, envelopeError, NOT_SIGNED_IN, sendJson } from './http';
import { isRefused, PointsMall } from './points/mall';
import { mallSeeds } from './points/seed';
import type { Route } from './router';

/**
 * The points mall's calls (schemas/points.ts; README "Points mall"), answered live per account
 * from each bundle's seed (points/seed.ts) by a PointsMall (points/mall.ts) that lives as long as
 * the server. bearer.ts refuses them without a valid token before they get here. A refusal the
 * visitor can act on is HTTP 200 with isSuccess false and our businessCode (MALL_REFUSAL); a
 * body the contract does not describe is 400.
 */

export interface MallAnswer {
  status: number;
  body: object;
}

/** What each call does with a mall, the account, the reply language and the checked body. */
type Step = (mall: PointsMall, account: string, lang: LanguageCode, body: never) => unknown;
const STEPS: Partial<Record<CallPath, Step>> = {
  'MemberCenterSetting/QueryCenterSetting': (mall) => mall.centerSetting(),
  'MemberPoints/GetMemberPointsDetail': (mall, account, lang) => mall.points(account, lang),
  'MemberCommon/GetSystemBusinessStatusList': (mall) => mall.memberOpen(),
  'PointsMerchandise/SearchPointsMerchandise': (mall, account, lang, body: { keyword: string; paging: { pageNo: number; pageSize: number } }) =>
    mall.merchandise(account, lang, body.keyword, body.paging.pageNo, body.paging.pageSize),
  // The body's language wins over the header here: the spec sends it in this body.
  'Order/PointsClaimPrizeItem': (mall, account, _lang, body: ClaimRequest) => mall.claim(account, body.language, body),
  'Order/GetPointsOrderList': (mall, account, lang, body: { state: 'all'; pageNo: number; pageSize: number }) => mall.orders(account, lang, body.state, body.pageNo, body.pageSize),
  'Order/GetPointsOrderDetail': (mall, account, lang, body: { orderId: string }) => mall.order(account, lang, body.orderId),
  'Order/CancelPointsOrder': (mall, account, lang, body: { orderId: string }) => mall.cancel(account, lang, body.orderId),
  'MemberPoints/GetMemberPointsLedger': (mall, account, lang, body: { pageNo: number; pageSize: number }) => mall.ledger(account, lang, body.pageNo, body.pageSize),
  'MemberGrade/GetMemberGrades': (mall, account, lang) => mall.grades(account, lang),
  'MemberCommon/SubmitInvitationCode': (mall, account, _lang, body: { code: string }) => mall.invite(account, body.code),
};

/** Every call the mall answers. */
export const MALL_CALLS = Object.keys(STEPS) as CallPath[];

/** The mall a body names: by its businessId, or the merchandise search's centerSettingId. */
function mallOf(malls: readonly PointsMall[], body: { businessId?: string; centerSettingId?: string }): PointsMall | undefined {
  return malls.find((mall) => (body.centerSettingId !== undefined ? mall.centerSettingId === body.centerSettingId : mall.businessId === body.businessId));
}

/** The answers, for a call, the token's account (null without one), the x-lang header and the body. */
export function pointsAnswers(bundles: readonly FixtureBundle[]) {
  const malls = mallSeeds(bundles).map((seed) => new PointsMall(seed));
  return (call: CallPath, account: string | null, header: string | undefined, body: unknown): MallAnswer => {
    if (!account) return { status: 401, body: envelopeError(NOT_SIGNED_IN) };
    const parsed = (CALLS[call].request as z.ZodMiniType).safeParse(body);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error).map(describeIssue).join('; ');
      return { status: 400, body: envelopeError(`${call} takes its body as schemas/calls.ts says: ${issues}`) };
    }
    const checked = parsed.data as { businessId?: string; centerSettingId?: string };
    const mall = mallOf(malls, checked);
    if (!mall) return { status: 200, body: { ...envelopeError(`No points mall for ${checked.centerSettingId ?? checked.businessId}`), businessCode: MALL_REFUSAL.unknownBusiness } };
    const lang = languageCode.safeParse(header).data ?? 'en-US';
    // Synchronous from here to the reply: the mall's checks and writes see no other request.
    const result = STEPS[call]!(mall, account, lang, checked as never);
    if (isRefused(result)) return { status: 200, body: { ...envelopeError(result.message), businessCode: result.refused } };
    return { status: 200, body: envelope(result) };
  };
}

/** A call's path as the client's joined address reaches us (one leading slash). */
export const mallPath = (call: CallPath) => rootedPath(CALLS[call].path);

/** The mall's routes, at the spec's paths as the client's joined address reaches us (one leading slash). */
export function pointsRoutes(bundles: readonly FixtureBundle[]): Route[] {
  const answer = pointsAnswers(bundles);
  return MALL_CALLS.map((call) => ({
    methods: ['POST'],
    path: mallPath(call),
    handle: async (req, res, { account }) => {
      const lang = req.headers['x-lang'];
      const reply = answer(call, account, Array.isArray(lang) ? lang[0] : lang, await readBodyObject(req));
      // Replies that depend on the account are never cached.
      sendJson(res, reply.status, reply.body, { 'Cache-Control': 'no-store' });
    },
  }));
}
