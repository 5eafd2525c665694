// @vitest-environment node
// The mall's rules on their own (preview/server/points/mall.ts), with more accounts than the
// demo sign-in has: serverPoints.test.ts proves the same over HTTP with the two real ones.
import { describe, expect, it } from 'vitest';
import { fixtureBundles } from '../../fixtures/index';
import { isRefused, PointsMall } from '../../preview/server/points/mall';
import { mallSeeds } from '../../preview/server/points/seed';
import { MALL_REFUSAL, pointsOrderDetail } from '../../schemas/points';

const seed = mallSeeds([fixtureBundles().get('demo-expo')!])[0]!;
const PRINT = { merchandiseId: '88717', businessSkuId: '887171', quantity: 1 };
const claim = (mall: PointsMall, account: string, requestId: string, item = PRINT) =>
  mall.claim(account, 'en-US', { businessId: '88001', businessType: 4, language: 'en-US', requestId, item });

describe('the points mall', () => {
  it('seeds the demo expo: every order and ledger line of both accounts, the balances consistent', () => {
    const mall = new PointsMall(seed);
    for (const account of Object.keys(seed.accounts)) {
      const points = mall.points(account, 'en-US');
      expect(points.totalPoint).toBe(points.availablePoint + points.pointSpent + points.expiredPoint);
      // The ledger adds up to the balance: earned and refunded in, spent and expired out.
      const lines = mall.ledger(account, 'en-US', 1, 100).list;
      const sum = lines.reduce((total, line) => total + (line.kind === 'earned' || line.kind === 'refunded' ? line.points : -line.points), 0);
      expect(sum).toBe(points.availablePoint);
      for (const order of mall.orders(account, 'zh-HK', 'all', 1, 100).list) expect(pointsOrderDetail.safeParse(mall.order(account, 'pt-PT', order.id)).success).toBe(true);
    }
  });

  it('six accounts after an item with stock 10, in any interleaving, get exactly 10 and pay exactly for them', () => {
    const mall = new PointsMall(seed);
    const accounts = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'];
    // New accounts start with nothing; an invitation code gives each 200 points, four prints' worth.
    for (const account of accounts) expect(mall.invite(account, 'MITE2026')).toEqual({ pointsAwarded: 200, availablePoint: 200 });
    const made = Array.from({ length: 60 }, (_, index) => {
      const account = accounts[(index * 7) % accounts.length]!;
      return { account, result: claim(mall, account, `attempt-${index}`) };
    }).filter(({ result }) => !isRefused(result));
    expect(made).toHaveLength(10);
    for (const account of accounts) {
      const mine = made.filter((entry) => entry.account === account).length;
      expect(mall.points(account, 'en-US').availablePoint).toBe(200 - 50 * mine);
    }
    expect(mall.merchandise('a1', 'en-US', 'print', 1, 10).list[0]).toMatchObject({ stock: 0, remainQuantity: 0 });
    expect(claim(mall, 'a1', 'one-more-try')).toEqual({ refused: MALL_REFUSAL.soldOut, message: 'Sold out' });
  });

  it('lets a refused attempt be retried with its key once the reason is gone', () => {
    const mall = new PointsMall(seed);
    expect(claim(mall, 'newcomer', 'attempt-1')).toMatchObject({ refused: MALL_REFUSAL.notEnoughPoints });
    mall.invite('newcomer', 'MITE2026');
    const order = claim(mall, 'newcomer', 'attempt-1');
    expect(order).toMatchObject({ state: 'redeemed', points: 50 });
    expect(claim(mall, 'newcomer', 'attempt-1')).toEqual(order);
  });
});
