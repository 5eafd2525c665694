import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { i18next } from '../../../src/i18n';
import { languages } from '../../../src/i18n/languages';
import { failureText, type MallFailureKind } from '../../../src/machines/pointsMall/failure';
import { merchandiseStatusMachine, reasonText, type MerchandiseFacts } from '../../../src/machines/pointsMall/merchandiseStatus';
import { orderCancelMachine, refusalText } from '../../../src/machines/pointsMall/orderCancel';
import { redemptionMachine } from '../../../src/machines/pointsMall/redemption';
import { POINTS_MALL_NS, type MallText } from '../../../src/machines/pointsMall/texts';

const REDEEMABLE: MerchandiseFacts = {
  price: 1500,
  stock: 3,
  exchangeLimit: 1000,
  exchangedByVisitor: 0,
  isSatisfyGrade: true,
  gradeNames: ['Gold', 'Platinum'],
  availablePoints: 1_000_000,
  signedIn: true,
};
const VARIANTS: Partial<MerchandiseFacts>[] = [
  {},
  { stock: 0 },
  { signedIn: false },
  { isSatisfyGrade: false },
  { exchangedByVisitor: 1000 },
  { availablePoints: 0 },
];
/** Every failure kind, checked complete by its type. */
const FAILURES: Record<MallFailureKind, true> = {
  insufficientPoints: true,
  limit: true,
  soldOut: true,
  grade: true,
  notSignedIn: true,
  notCancellable: true,
  network: true,
  offline: true,
  timeout: true,
};

/** Every text the mall's machines can hand to a screen. */
function everyText(): MallText[] {
  const views = VARIANTS.map((changes) => createActor(merchandiseStatusMachine, { input: { ...REDEEMABLE, ...changes } }).start().getSnapshot().context.view);
  const metas = [redemptionMachine, orderCancelMachine].flatMap((machine) => Object.values(machine.states).flatMap((state) => (state.meta ? [state.meta.text] : [])));
  return [
    ...views.flatMap((view) => [view.label, ...(view.reason ? [reasonText(view.reason)] : [])]),
    ...metas,
    ...Object.keys(FAILURES).map((kind) => failureText(kind as MallFailureKind)),
    refusalText('virtualItem'),
  ];
}

describe('points mall texts', () => {
  it('registers its namespace', () => {
    expect(POINTS_MALL_NS).toBe('points-mall');
  });

  it('has every text the machines name, in all four languages', () => {
    const texts = everyText();
    const missing = languages.flatMap(({ code }) =>
      texts.filter(({ key }) => {
        const [namespace, path] = key.split(':') as [string, string];
        return typeof i18next.getResource(code, namespace, path) !== 'string';
      }).map(({ key }) => `${code} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['en-US', 'You need 1,234 more points.', 'Only for Gold or Platinum members.', 'Max: 1,000'],
    ['zh-CN', '还差 1,234 积分。', '仅限Gold或Platinum会员兑换。', '每人限兑：1,000'],
    ['zh-HK', '還差 1,234 積分。', '僅限Gold或Platinum會員兌換。', '每人限兌：1,000'],
    ['pt-PT', 'Faltam-lhe 1,234 pontos.', 'Só para membros Gold ou Platinum.', 'Máx.: 1,000'],
  ])('words the reasons in %s, digits grouped in threes and grades as a list', (lng, points, grade, limit) => {
    const say = ({ key, values }: MallText) => i18next.t(key, { ...values, lng });
    expect(say(reasonText({ kind: 'pointsShort', missing: 1234 }))).toBe(points);
    expect(say(reasonText({ kind: 'gradeNeeded', gradeNames: ['Gold', 'Platinum'] }))).toBe(grade);
    expect(say(reasonText({ kind: 'limitReached', limit: 1000 }))).toBe(limit);
  });

  it('has no text that no machine names', () => {
    const leaves = (tree: unknown, prefix: string): string[] =>
      typeof tree === 'string' ? [prefix] : Object.entries(tree as object).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`));
    const named = new Set(everyText().map((text) => text.key.replace(':', '.')));
    expect(leaves(i18next.getResourceBundle('en-US', POINTS_MALL_NS), POINTS_MALL_NS).filter((key) => !named.has(key))).toEqual([]);
  });

  it('reuses the catalogue’s not-signed-in sentence rather than a copy', () => {
    expect(i18next.t(reasonText({ kind: 'notSignedIn' }).key, { lng: 'en-US' })).toBe('Sorry, you are not logged in yet. Please log in first.');
  });
});
