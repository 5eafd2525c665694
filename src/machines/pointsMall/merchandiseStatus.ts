import { assign, setup } from 'xstate';
import { formatNumber } from '../../i18n/format';
import type { MallText } from './texts';

/**
 * What the status of one merchandise depends on. Our own shape, not the wire's: the mall's
 * gateway code maps a merchandise, the visitor's points and their orders onto it.
 */
export interface MerchandiseFacts {
  /** exchangePoint: the points one unit costs. */
  price: number;
  /** Units left in the mall, for anyone. */
  stock: number;
  /** exchangeLimit: units one visitor may exchange; null when the merchandise sets no limit. */
  exchangeLimit: number | null;
  /** Units this visitor has already exchanged (orders not cancelled). */
  exchangedByVisitor: number;
  isSatisfyGrade: boolean;
  gradeNames: readonly string[];
  availablePoints: number;
  signedIn: boolean;
}

export type MerchandiseStatus = 'disabled' | 'haveLimit' | 'readonly' | 'normal';

/** Why the merchandise is not simply redeemable. */
export type StatusReason =
  | { kind: 'soldOut' }
  | { kind: 'gradeNeeded'; gradeNames: readonly string[] }
  | { kind: 'limitReached'; limit: number }
  | { kind: 'pointsShort'; missing: number }
  | { kind: 'notSignedIn' };

/** What a status shows: the button's label and, unless normal, why. */
export interface StatusView {
  label: MallText;
  reason: StatusReason | null;
}

export type MerchandiseStatusEvent =
  /** After a redemption or a cancel: the balance and the visitor's count move together. */
  | { type: 'POINTS_CHANGED'; availablePoints: number; exchangedByVisitor: number }
  | { type: 'STOCK_CHANGED'; stock: number }
  /** Signing in reveals the visitor's own facts. */
  | { type: 'SIGNED_IN'; availablePoints: number; exchangedByVisitor: number; isSatisfyGrade: boolean }
  | { type: 'SIGNED_OUT' };

const view = (label: string, reason: StatusReason | null): StatusView => ({ label: { key: `points-mall:status.${label}` }, reason });

/** The translated sentence of a reason; numbers grouped in threes (spec section 9). */
export function reasonText(reason: StatusReason): MallText {
  switch (reason.kind) {
    case 'soldOut':
      return { key: 'points-mall:reason.soldOut' };
    case 'gradeNeeded':
      return { key: 'points-mall:reason.gradeNeeded', values: { grades: reason.gradeNames } };
    case 'limitReached':
      return { key: 'points-mall:reason.limit', values: { limit: formatNumber(reason.limit) } };
    case 'pointsShort':
      return { key: 'points-mall:reason.pointsShort', values: { missing: formatNumber(reason.missing) } };
    case 'notSignedIn':
      return { key: 'errors:notLoggedIn' };
  }
}

/** The facts an event brings; SIGNED_OUT forgets the visitor's own. */
function learn(facts: MerchandiseFacts, event: MerchandiseStatusEvent): MerchandiseFacts {
  const { type: _type, ...changed } = event;
  if (event.type === 'SIGNED_IN') return { ...facts, ...changed, signedIn: true };
  if (event.type === 'SIGNED_OUT') return { ...facts, signedIn: false, availablePoints: 0, exchangedByVisitor: 0, isSatisfyGrade: false };
  return { ...facts, ...changed };
}

/**
 * Spec section 4, "Points merchandise status". `judging` is passed through at once: its
 * transitions, in order, are the rule's precedence, and each sets the view it leads to. Sold
 * out comes first; then, signed in only (before, the visitor's grade and counts are unknown),
 * grade, limit, points. Signed out, anything in stock is readonly with the not-signed-in reason
 * (spec section 6: redemption requires login). Every event re-judges from the top.
 */
export const merchandiseStatusMachine = setup({
  types: {
    context: {} as { facts: MerchandiseFacts; view: StatusView },
    events: {} as MerchandiseStatusEvent,
    input: {} as MerchandiseFacts,
  },
  actions: {
    learn: assign({ facts: ({ context, event }) => learn(context.facts, event) }),
    show: assign({ view: (_, view: StatusView) => view }),
  },
  guards: {
    soldOut: ({ context: { facts } }) => facts.stock <= 0,
    signedOut: ({ context: { facts } }) => !facts.signedIn,
    gradeNotMet: ({ context: { facts } }) => facts.gradeNames.length > 0 && !facts.isSatisfyGrade,
    limitReached: ({ context: { facts } }) => facts.exchangeLimit !== null && facts.exchangedByVisitor >= facts.exchangeLimit,
    pointsShort: ({ context: { facts } }) => facts.availablePoints < facts.price,
  },
}).createMachine({
  id: 'merchandiseStatus',
  context: ({ input }) => ({ facts: input, view: view('normal', null) }),
  initial: 'judging',
  on: {
    POINTS_CHANGED: { target: '.judging', actions: 'learn' },
    STOCK_CHANGED: { target: '.judging', actions: 'learn' },
    SIGNED_IN: { target: '.judging', actions: 'learn' },
    SIGNED_OUT: { target: '.judging', actions: 'learn' },
  },
  states: {
    judging: {
      always: [
        { guard: 'soldOut', target: 'disabled', actions: { type: 'show', params: () => view('soldOut', { kind: 'soldOut' }) } },
        { guard: 'signedOut', target: 'readonly', actions: { type: 'show', params: () => view('signInToRedeem', { kind: 'notSignedIn' }) } },
        {
          guard: 'gradeNotMet',
          target: 'disabled',
          actions: { type: 'show', params: ({ context: { facts } }) => view('gradeRequired', { kind: 'gradeNeeded', gradeNames: facts.gradeNames }) },
        },
        {
          guard: 'limitReached',
          target: 'haveLimit',
          // limitReached holds only when there is a limit.
          actions: { type: 'show', params: ({ context: { facts } }) => view('haveLimit', { kind: 'limitReached', limit: facts.exchangeLimit! }) },
        },
        {
          guard: 'pointsShort',
          target: 'readonly',
          actions: { type: 'show', params: ({ context: { facts } }) => view('readonly', { kind: 'pointsShort', missing: facts.price - facts.availablePoints }) },
        },
        { target: 'normal', actions: { type: 'show', params: () => view('normal', null) } },
      ],
    },
    disabled: {},
    haveLimit: {},
    readonly: {},
    normal: {},
  },
});
