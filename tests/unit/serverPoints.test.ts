// @vitest-environment node
// The points mall on the replay server (preview/server/points.ts), over real HTTP with real
// tokens from the SSO session API, through the client's own functions (src/api/points.ts), so
// every reply is read by the client's Zod schemas. The server's state lives as long as it does:
// the tests below run in order and each reads the balances it starts from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_SIGNED_IN } from '../../preview/server/bearer';
import { DEMO_ACCOUNTS } from '../../preview/server/oidc/accounts';
import { startServer, type RunningServer } from '../../preview/server/server';
import { CALLS, type CallPath } from '../../schemas/calls';
import { rawEnvelope } from '../../schemas/envelope';
import { MALL_REFUSAL, type Merchandise } from '../../schemas/points';
import type { LanguageCode } from '../../schemas/primitives';
import { setGatewaySession } from '../../src/api/gateway';
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
import { setConfig } from '../../src/platform/config';
import { GatewayError } from '../../src/platform/errors';

const EVENT = '88001';
const CENTRE = '88700';
const [demo, attendee] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const ITEM = { tote: '88711', umbrella: '88712', lounge: '88713', pin: '88714', speaker: '88715', coffee: '88716', print: '88717', notebook: '88718', welcome: '88719' };

let server: RunningServer;
const tokens = { demo: '', attendee: '' };
beforeAll(async () => {
  server = await startServer({ port: 0, build: false, log: () => undefined });
  setConfig({ gateway: server.url });
  const tokenOf = async (account: { userName: string; password: string }) => {
    const reply = await fetch(`${server.url}/api/session/login`, { method: 'POST', body: JSON.stringify({ userName: account.userName, password: account.password }) });
    return ((await reply.json()) as { returnObj: { token: string } }).returnObj.token;
  };
  [tokens.demo, tokens.attendee] = await Promise.all([tokenOf(demo), tokenOf(attendee)]);
});
afterAll(async () => {
  setGatewaySession({ accessToken: () => null, language: 'en-US' });
  await server?.close();
});

/**
 * Runs one client call as the account. The gateway client reads the token when the call starts
 * (synchronously, before its first await), so calls started one after another with different
 * accounts each carry their own, however they overlap afterwards.
 */
function as<T>(who: keyof typeof tokens | null, call: () => Promise<T>, language: LanguageCode = 'en-US'): Promise<T> {
  const token = who ? tokens[who] : null;
  setGatewaySession({ accessToken: () => token, language });
  return call();
}

/** The refusal a call ends in: the gateway's businessCode (or HTTP status) and its message. */
async function refusal(call: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayError);
  const { details, message } = error as GatewayError;
  return { code: details.code ?? details.status, message };
}

let attempt = 0;
const requestId = () => `test-${process.pid}-${++attempt}`;
const redeem = (merchandiseId: string, id = requestId(), quantity = 1) =>
  pointsClaimPrizeItem({ businessId: EVENT, language: 'en-US', merchandiseId, businessSkuId: `${merchandiseId}1`, quantity, requestId: id });
const items = async (who: keyof typeof tokens, language: LanguageCode = 'en-US') =>
  new Map((await as(who, () => searchPointsMerchandise({ centerSettingId: CENTRE, keyword: '', pageNo: 1, pageSize: 50 }), language)).list.map((item) => [item.id, item]));
const balance = async (who: keyof typeof tokens) => (await as(who, () => getMemberPointsDetail(EVENT))).availablePoint;

describe('the points mall over HTTP', () => {
  it('refuses every mall call without a token, or with one it did not issue, with the not-logged-in envelope', async () => {
    for (const call of Object.keys(CALLS).filter((name) => /^(Member|Points|Order)/.test(name)) as CallPath[]) {
      const path = `/${CALLS[call].path.replace(/^\/+/, '')}`;
      for (const headers of [{}, { Authorization: 'Bearer forged' }] as Record<string, string>[]) {
        const reply = await fetch(`${server.url}${path}`, { method: 'POST', body: '{}', headers });
        expect([call, reply.status, rawEnvelope.parse(await reply.json()).businessMessage]).toEqual([call, 401, NOT_SIGNED_IN]);
      }
    }
    expect(await refusal(as(null, () => redeem(ITEM.tote)))).toEqual({ code: 401, message: NOT_SIGNED_IN });
  });

  it("reads the centre, the tiers, each account's points and grades, in the visitor's language", async () => {
    expect(await as('demo', () => queryCenterSetting(EVENT))).toEqual({ id: CENTRE, look: { backgroundColor: '#E8F3FF', language: 'en-US' } });
    expect(await as('demo', () => getMemberOpenInfo(EVENT))).toEqual({ isOpenFreeMember: true, isOpenPremiumMember: true });
    expect(await as('demo', () => getMemberPointsDetail(EVENT))).toEqual({ availablePoint: 1200, expiredPoint: 80, pointSpent: 550, protectPoint: 40, totalPoint: 1830, gradeName: 'Gold' });
    expect((await as('attendee', () => getMemberPointsDetail(EVENT), 'zh-HK')).gradeName).toBe('銀卡');
    const demoGrades = await as('demo', () => getMemberGrades(EVENT));
    expect([demoGrades.currentGradeId, demoGrades.next, demoGrades.tiers.map((tier) => [tier.tier, tier.isMember])]).toEqual(['88792', null, [['free', true], ['premium', true]]]);
    const attendeeGrades = await as('attendee', () => getMemberGrades(EVENT), 'pt-PT');
    expect([attendeeGrades.currentGradeId, attendeeGrades.next, attendeeGrades.tiers.map((tier) => tier.isMember)]).toEqual(['88791', { gradeId: '88792', name: 'Ouro', pointsNeeded: 670 }, [true, false]]);
  });

  it('lists items in every status for each account (sold out, grade-locked, limit reached, too expensive, virtual, physical)', async () => {
    const pick = (item: Merchandise) => [item.stock, item.remainQuantity, item.isSatisfyGrade, item.merchandiseType];
    const forDemo = await items('demo');
    const forAttendee = await items('attendee', 'zh-CN');
    expect(pick(forDemo.get(ITEM.umbrella)!)).toEqual([0, 0, true, 1]); // sold out
    expect(pick(forDemo.get(ITEM.tote)!)).toEqual([40, 3, true, 1]); // physical, normal (two of five taken: verified, pending payment)
    expect(pick(forDemo.get(ITEM.coffee)!)).toEqual([100, 3, true, 2]); // virtual, normal (its one order refunded)
    expect(pick(forDemo.get(ITEM.lounge)!)).toEqual([25, 0, true, 2]); // virtual, Gold may, demo's limit reached
    expect(pick(forAttendee.get(ITEM.lounge)!)).toEqual([25, 1, false, 2]); // grade-locked: Gold only
    expect(pick(forDemo.get(ITEM.welcome)!)).toEqual([30, 1, false, 1]); // grade-locked: Silver only
    expect(pick(forAttendee.get(ITEM.welcome)!)).toEqual([30, 1, true, 1]);
    expect(forAttendee.get(ITEM.lounge)!.gradeNames).toEqual(['金卡']);
    expect(pick(forDemo.get(ITEM.pin)!)).toEqual([20, 0, true, 1]); // demo's limit reached
    expect(pick(forAttendee.get(ITEM.pin)!)).toEqual([20, 1, true, 1]);
    expect(pick(forAttendee.get(ITEM.coffee)!)).toEqual([100, 0, true, 2]); // attendee's limit reached
    expect(forDemo.get(ITEM.speaker)!.exchangePoint).toBeGreaterThan(1200); // too expensive for both
    expect(forAttendee.get(ITEM.tote)!.name).toBe('展会帆布袋');
    const search = await as('demo', () => searchPointsMerchandise({ centerSettingId: CENTRE, keyword: 'PIN', pageNo: 1, pageSize: 10 }));
    expect(search).toMatchObject({ list: [{ id: ITEM.pin }], total: 1 });
  });

  it('lists orders by state, with QR value, code text, discount code and the pending ones’ two payment methods', async () => {
    const all = await as('demo', () => getPointsOrderList({ businessId: EVENT, state: 'all', pageNo: 1, pageSize: 20 }));
    expect(all.list.map((order) => [order.id, order.state, order.cancellable])).toEqual([
      ['88756', 'pendingPayment', true],
      ['88755', 'refunded', false],
      ['88754', 'cancelled', false],
      ['88753', 'verified', false],
      ['88752', 'redeemed', false],
      ['88751', 'redeemed', true],
    ]);
    expect(all.list[0]!.payment).toEqual({ amount: '20.00', currency: 'MOP', methods: ['wechatPay', 'alipay'] });
    const refunded = await as('demo', () => getPointsOrderList({ businessId: EVENT, state: 'refunded', pageNo: 1, pageSize: 20 }));
    expect(refunded.list.map((order) => order.id)).toEqual(['88755']);
    const virtual = await as('demo', () => getPointsOrderDetail(EVENT, '88752'));
    expect(virtual.qrCode).toMatch(/^MITE-MALL:88001:88752:/);
    expect(virtual.discountCode).toMatch(/^MITE-[0-9A-F]{8}$/);
    expect((await as('demo', () => getPointsOrderDetail(EVENT, '88751'))).discountCode).toBeNull();
    // Another account's order is not yours.
    expect((await refusal(as('attendee', () => getPointsOrderDetail(EVENT, '88752')))).code).toBe(MALL_REFUSAL.unknownOrder);
  });

  it('refuses a redemption for too few points, grade, limit and sold out, and moves nothing', async () => {
    const before = await balance('attendee');
    expect((await refusal(as('attendee', () => redeem(ITEM.speaker)))).code).toBe(MALL_REFUSAL.notEnoughPoints);
    expect((await refusal(as('attendee', () => redeem(ITEM.lounge)))).code).toBe(MALL_REFUSAL.gradeNotMet);
    expect(await refusal(as('attendee', () => redeem(ITEM.coffee)))).toEqual({ code: MALL_REFUSAL.limitReached, message: 'Limit Reached (Max: 3)' });
    expect(await refusal(as('attendee', () => redeem(ITEM.umbrella)))).toEqual({ code: MALL_REFUSAL.soldOut, message: 'Sold out' });
    expect((await refusal(as('demo', () => redeem(ITEM.pin)))).code).toBe(MALL_REFUSAL.limitReached);
    expect(await balance('attendee')).toBe(before);
  });

  it('makes one order for a repeated idempotency key, also while the first is still in flight', async () => {
    const before = await balance('demo');
    const stock = (await items('demo')).get(ITEM.notebook)!.stock;
    const key = requestId();
    const replies = await Promise.all(Array.from({ length: 5 }, () => as('demo', () => redeem(ITEM.notebook, key))));
    const again = await as('demo', () => redeem(ITEM.notebook, key));
    expect(new Set([...replies, again].map((order) => order.id)).size).toBe(1);
    expect(again).toMatchObject({ state: 'redeemed', points: 30, merchandiseId: ITEM.notebook });
    expect(await balance('demo')).toBe(before - 30);
    expect((await items('demo')).get(ITEM.notebook)!.stock).toBe(stock - 1);
    // The same key for another item is a mistake the gateway names, not a second order.
    expect((await refusal(as('demo', () => redeem(ITEM.tote, key)))).code).toBe(MALL_REFUSAL.keyReused);
    const ledger = await as('demo', () => getPointsLedger(EVENT, 1, 5));
    expect(ledger.list[0]).toMatchObject({ kind: 'spent', points: 30, reason: 'Redeemed Notebook' });
  });

  it('returns points and stock exactly once when an order is cancelled twice; a virtual or verified one stays', async () => {
    const before = await balance('demo');
    const stock = (await items('demo')).get(ITEM.pin)!.stock;
    const first = await as('demo', () => cancelPointsOrder(EVENT, '88751'));
    expect([first.state, first.cancellable]).toEqual(['cancelled', false]);
    expect(await refusal(as('demo', () => cancelPointsOrder(EVENT, '88751')))).toEqual({ code: MALL_REFUSAL.alreadyCancelled, message: 'Order 88751 is already cancelled' });
    expect(await balance('demo')).toBe(before + 50);
    const pin = (await items('demo')).get(ITEM.pin)!;
    expect([pin.stock, pin.remainQuantity]).toEqual([stock + 1, 1]);
    expect(await refusal(as('demo', () => cancelPointsOrder(EVENT, '88752')))).toEqual({
      code: MALL_REFUSAL.notCancellable,
      message: 'A virtual item cannot be cancelled after redemption',
    });
    expect((await refusal(as('demo', () => cancelPointsOrder(EVENT, '88753')))).code).toBe(MALL_REFUSAL.notCancellable);
    expect(await balance('demo')).toBe(before + 50);
    expect((await as('demo', () => getPointsLedger(EVENT, 1, 1))).list[0]).toMatchObject({ kind: 'refunded', points: 50 });
  });

  it('awards an invitation code once per account', async () => {
    const before = await balance('attendee');
    expect(await as('attendee', () => submitInvitationCode(EVENT, 'mite2026'))).toEqual({ pointsAwarded: 200, availablePoint: before + 200 });
    expect((await refusal(as('attendee', () => submitInvitationCode(EVENT, 'MITE2026')))).code).toBe(MALL_REFUSAL.invitationUsed);
    expect((await refusal(as('attendee', () => submitInvitationCode(EVENT, 'NOPE')))).code).toBe(MALL_REFUSAL.invalidInvitation);
    expect(await balance('attendee')).toBe(before + 200);
  });

  it('50 concurrent redemptions of an item with stock 10 from two accounts make exactly 10 orders, every balance exact', async () => {
    const start = { demo: await balance('demo'), attendee: await balance('attendee') };
    expect((await items('demo')).get(ITEM.print)!.stock).toBe(10);
    const who = (index: number): keyof typeof tokens => (index % 2 === 0 ? 'demo' : 'attendee');
    const attempts = Array.from({ length: 50 }, (_, index) => as(who(index), () => redeem(ITEM.print)).then((order) => ({ index, order }), (error: unknown) => ({ index, error })));
    const settled = await Promise.all(attempts);
    const made = settled.flatMap((result) => ('order' in result ? [{ ...result.order, by: who(result.index) }] : []));
    expect(made).toHaveLength(10);
    expect(new Set(made.map((order) => order.id)).size).toBe(10);
    // Every other attempt was refused for a reason the visitor can act on, never an error.
    const reasons = new Set(settled.flatMap((result) => ('error' in result ? [(result.error as GatewayError).details.code] : [])));
    expect([...reasons].every((code) => code === MALL_REFUSAL.soldOut || code === MALL_REFUSAL.notEnoughPoints)).toBe(true);
    const count = { demo: made.filter((order) => order.by === 'demo').length, attendee: made.filter((order) => order.by === 'attendee').length };
    expect(await balance('demo')).toBe(start.demo - 50 * count.demo);
    expect(await balance('attendee')).toBe(start.attendee - 50 * count.attendee);
    expect(await balance('attendee')).toBeGreaterThanOrEqual(0);
    const print = (await items('demo')).get(ITEM.print)!;
    expect([print.stock, print.remainQuantity]).toEqual([0, 0]);
    const listed = await as('demo', () => getPointsOrderList({ businessId: EVENT, state: 'redeemed', pageNo: 1, pageSize: 50 }));
    expect(listed.list.filter((order) => order.merchandiseId === ITEM.print)).toHaveLength(count.demo);
  });
});
