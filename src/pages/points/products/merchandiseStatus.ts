import { getInitialSnapshot } from 'xstate';
import type { MemberPoints, Merchandise } from '../../../../schemas/points';
import { merchandiseStatusMachine, type MerchandiseFacts, type MerchandiseStatus, type StatusView } from '../../../machines/pointsMall/merchandiseStatus';

/**
 * A merchandise and the visitor's points as the status machine's facts. The wire's
 * exchangeLimit 0 is no limit; its remainQuantity is what this visitor may still exchange (the
 * smaller of stock and what their limit leaves), not how many they have. With a limit, the
 * visitor's count is read as the limit less that: exact where the machine asks (remainQuantity 0
 * with stock left is the limit reached), below the limit wherever stock is the smaller.
 */
export function merchandiseFacts(item: Merchandise, points: MemberPoints): MerchandiseFacts {
  const limited = item.exchangeLimit > 0;
  return {
    price: item.exchangePoint,
    stock: item.stock,
    exchangeLimit: limited ? item.exchangeLimit : null,
    exchangedByVisitor: limited ? item.exchangeLimit - item.remainQuantity : 0,
    isSatisfyGrade: item.isSatisfyGrade,
    gradeNames: item.gradeNames,
    availablePoints: points.availablePoint,
    // Mall screens stand in MallFrame, which lets no signed-out visitor in.
    signedIn: true,
  };
}

export interface JudgedStatus {
  status: MerchandiseStatus;
  view: StatusView;
}

/** The status the machine gives these facts: the screens re-judge on every reply rather than keep an actor per item. */
export function judge(item: Merchandise, points: MemberPoints): JudgedStatus {
  const snapshot = getInitialSnapshot(merchandiseStatusMachine, merchandiseFacts(item, points));
  // `judging` is left at once by its eventless transitions: a snapshot always rests in one of the four.
  return { status: snapshot.value as MerchandiseStatus, view: snapshot.context.view };
}
