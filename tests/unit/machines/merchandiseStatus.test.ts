import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  merchandiseStatusMachine,
  reasonText,
  type MerchandiseFacts,
  type MerchandiseStatus,
  type MerchandiseStatusEvent,
} from '../../../src/machines/pointsMall/merchandiseStatus';

/** A signed-in visitor who can redeem: every test changes one fact. */
const REDEEMABLE: MerchandiseFacts = {
  price: 500,
  stock: 10,
  exchangeLimit: 2,
  exchangedByVisitor: 0,
  isSatisfyGrade: true,
  gradeNames: [],
  availablePoints: 1200,
  signedIn: true,
};

function after(changes: Partial<MerchandiseFacts>, events: MerchandiseStatusEvent[] = []) {
  const actor = createActor(merchandiseStatusMachine, { input: { ...REDEEMABLE, ...changes } }).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('merchandise status machine (spec section 4)', () => {
  it('is normal when the visitor can redeem, with no reason', () => {
    const snapshot = after({});
    expect(snapshot.value).toBe('normal');
    expect(snapshot.context.view).toEqual({ label: { key: 'points-mall:status.normal' }, reason: null });
  });

  it('is disabled, sold out, when stock is 0', () => {
    const snapshot = after({ stock: 0 });
    expect(snapshot.value).toBe('disabled');
    expect(snapshot.context.view).toEqual({ label: { key: 'points-mall:status.soldOut' }, reason: { kind: 'soldOut' } });
  });

  it('is disabled, grade needed with the grade names, when grade names exist and the grade is not satisfied', () => {
    const snapshot = after({ gradeNames: ['Gold', 'Platinum'], isSatisfyGrade: false });
    expect(snapshot.value).toBe('disabled');
    expect(snapshot.context.view).toEqual({ label: { key: 'points-mall:status.gradeRequired' }, reason: { kind: 'gradeNeeded', gradeNames: ['Gold', 'Platinum'] } });
  });

  it('ignores an unsatisfied grade when the merchandise names no grade', () => {
    expect(after({ gradeNames: [], isSatisfyGrade: false }).value).toBe('normal');
  });

  it('is haveLimit with the limit once the visitor has exchanged as many as allowed', () => {
    const snapshot = after({ exchangeLimit: 2, exchangedByVisitor: 2 });
    expect(snapshot.value).toBe('haveLimit');
    expect(snapshot.context.view).toEqual({ label: { key: 'points-mall:status.haveLimit' }, reason: { kind: 'limitReached', limit: 2 } });
  });

  it('has no limit when the merchandise sets none', () => {
    expect(after({ exchangeLimit: null, exchangedByVisitor: 99 }).value).toBe('normal');
  });

  it('is readonly with the missing points when the balance is below the price', () => {
    const snapshot = after({ availablePoints: 120 });
    expect(snapshot.value).toBe('readonly');
    expect(snapshot.context.view).toEqual({ label: { key: 'points-mall:status.readonly' }, reason: { kind: 'pointsShort', missing: 380 } });
  });

  it('is normal when the balance equals the price', () => {
    expect(after({ availablePoints: 500 }).value).toBe('normal');
  });

  it('is readonly, not signed in, for a signed-out visitor while in stock', () => {
    const snapshot = after({ signedIn: false, availablePoints: 0, gradeNames: ['Gold'], isSatisfyGrade: false });
    expect(snapshot.value).toBe('readonly');
    expect(snapshot.context.view).toEqual({ label: { key: 'points-mall:status.signInToRedeem' }, reason: { kind: 'notSignedIn' } });
  });

  it('still says sold out to a signed-out visitor', () => {
    expect(after({ signedIn: false, stock: 0 }).value).toBe('disabled');
  });

  it('puts sold out before grade, grade before limit, limit before points', () => {
    const everything = { stock: 0, gradeNames: ['Gold'], isSatisfyGrade: false, exchangedByVisitor: 2, availablePoints: 0 };
    const judged = (changes: Partial<MerchandiseFacts>) => {
      const snapshot = after({ ...everything, ...changes });
      return [snapshot.value, snapshot.context.view.reason?.kind];
    };
    expect(judged({})).toEqual(['disabled', 'soldOut']);
    expect(judged({ stock: 10 })).toEqual(['disabled', 'gradeNeeded']);
    expect(judged({ stock: 10, isSatisfyGrade: true })).toEqual(['haveLimit', 'limitReached']);
    expect(judged({ stock: 10, isSatisfyGrade: true, exchangedByVisitor: 1 })).toEqual(['readonly', 'pointsShort']);
  });

  describe('re-evaluates', () => {
    it('when points change after a redemption: normal → readonly', () => {
      const snapshot = after({}, [{ type: 'POINTS_CHANGED', availablePoints: 200, exchangedByVisitor: 1 }]);
      expect(snapshot.value).toBe('readonly');
      expect(snapshot.context.view.reason).toEqual({ kind: 'pointsShort', missing: 300 });
    });

    it('when a redemption reaches the limit: normal → haveLimit', () => {
      expect(after({}, [{ type: 'POINTS_CHANGED', availablePoints: 700, exchangedByVisitor: 2 }]).value).toBe('haveLimit');
    });

    it('when a cancel gives points and a unit back: haveLimit → normal, readonly → normal', () => {
      expect(after({ exchangedByVisitor: 2 }, [{ type: 'POINTS_CHANGED', availablePoints: 1200, exchangedByVisitor: 1 }]).value).toBe('normal');
      expect(after({ availablePoints: 100 }, [{ type: 'POINTS_CHANGED', availablePoints: 600, exchangedByVisitor: 0 }]).value).toBe('normal');
    });

    it('when stock changes: normal → disabled and back', () => {
      const snapshot = after({}, [{ type: 'STOCK_CHANGED', stock: 0 }]);
      expect(snapshot.value).toBe('disabled');
      expect(after({ stock: 0 }, [{ type: 'STOCK_CHANGED', stock: 5 }]).value).toBe('normal');
    });

    it('when the visitor signs in, with their own points, count and grade', () => {
      const signedOut = { signedIn: false, availablePoints: 0, gradeNames: ['Gold'], isSatisfyGrade: false };
      expect(after(signedOut, [{ type: 'SIGNED_IN', availablePoints: 900, exchangedByVisitor: 0, isSatisfyGrade: true }]).value).toBe('normal');
      expect(after(signedOut, [{ type: 'SIGNED_IN', availablePoints: 900, exchangedByVisitor: 0, isSatisfyGrade: false }]).value).toBe('disabled');
    });

    it('when the visitor signs out, forgetting their facts', () => {
      const snapshot = after({ exchangedByVisitor: 2 }, [{ type: 'SIGNED_OUT' }]);
      expect(snapshot.value).toBe('readonly');
      expect(snapshot.context.facts).toMatchObject({ signedIn: false, availablePoints: 0, exchangedByVisitor: 0, isSatisfyGrade: false });
    });

    it('staying in the same status with a fresh reason', () => {
      const snapshot = after({ availablePoints: 100 }, [{ type: 'POINTS_CHANGED', availablePoints: 450, exchangedByVisitor: 0 }]);
      expect(snapshot.value).toBe('readonly');
      expect(snapshot.context.view.reason).toEqual({ kind: 'pointsShort', missing: 50 });
    });
  });

  it('words each reason, numbers grouped in threes', () => {
    expect(reasonText({ kind: 'pointsShort', missing: 1234567 })).toEqual({ key: 'points-mall:reason.pointsShort', values: { missing: '1,234,567' } });
    expect(reasonText({ kind: 'limitReached', limit: 1000 })).toEqual({ key: 'points-mall:reason.limit', values: { limit: '1,000' } });
    expect(reasonText({ kind: 'gradeNeeded', gradeNames: ['Gold'] })).toEqual({ key: 'points-mall:reason.gradeNeeded', values: { grades: ['Gold'] } });
    expect(reasonText({ kind: 'soldOut' })).toEqual({ key: 'points-mall:reason.soldOut' });
    expect(reasonText({ kind: 'notSignedIn' })).toEqual({ key: 'errors:notLoggedIn' });
  });

  it('is always exactly one of the four, by the rule’s precedence (property)', () => {
    const count = fc.integer({ min: -2, max: 5000 });
    const facts = fc.record({
      price: count,
      stock: count,
      exchangeLimit: fc.option(fc.integer({ min: 0, max: 5 })),
      exchangedByVisitor: fc.integer({ min: 0, max: 6 }),
      isSatisfyGrade: fc.boolean(),
      gradeNames: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
      availablePoints: count,
      signedIn: fc.boolean(),
    });
    // The rule as the spec words it, read top to bottom.
    const expected = (f: MerchandiseFacts): MerchandiseStatus => {
      if (f.stock <= 0) return 'disabled';
      if (!f.signedIn) return 'readonly';
      if (f.gradeNames.length > 0 && !f.isSatisfyGrade) return 'disabled';
      if (f.exchangeLimit !== null && f.exchangeLimit - f.exchangedByVisitor <= 0) return 'haveLimit';
      if (f.availablePoints < f.price) return 'readonly';
      return 'normal';
    };
    fc.assert(
      fc.property(facts, (input) => {
        const snapshot = after(input);
        const statuses = (['disabled', 'haveLimit', 'readonly', 'normal'] as const).filter((one) => snapshot.matches(one));
        expect(statuses).toEqual([expected(input)]);
        expect(snapshot.context.view.reason === null).toBe(statuses[0] === 'normal');
      }),
    );
  });
});
