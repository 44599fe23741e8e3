import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillInOrder } from './preorder-filling';

const waitingArb = fc.array(
  fc.integer({ min: 1, max: 20 }).chain((fruits) => fc.record({ fruits: fc.constant(fruits), fruitsFilled: fc.integer({ min: 0, max: fruits - 1 }) })),
  { maxLength: 30 },
);

describe('fillInOrder', () => {
  it('fills the first placed first, fruit by fruit', () => {
    expect(fillInOrder([{ fruits: 2, fruitsFilled: 0 }, { fruits: 3, fruitsFilled: 1 }, { fruits: 1, fruitsFilled: 0 }], 3)).toEqual([2, 1, 0]);
    expect(fillInOrder([{ fruits: 2, fruitsFilled: 1 }], 5)).toEqual([1]);
  });

  it('never gives more than fell nor more than a pre-order waits for, and leaves no one waiting while fruit is left', () => {
    fc.assert(
      fc.property(waitingArb, fc.integer({ min: 0, max: 400 }), (waiting, dropped) => {
        const takes = fillInOrder(waiting, dropped);
        const given = takes.reduce((a, b) => a + b, 0);
        const wanted = waiting.reduce((sum, p) => sum + p.fruits - p.fruitsFilled, 0);
        expect(given).toBe(Math.min(dropped, wanted));
        takes.forEach((take, i) => {
          expect(take).toBeGreaterThanOrEqual(0);
          expect(take).toBeLessThanOrEqual(waiting[i]!.fruits - waiting[i]!.fruitsFilled);
          // First placed, first filled: a later pre-order takes fruit only once every earlier one is full.
          if (take > 0) for (let j = 0; j < i; j++) expect(takes[j]).toBe(waiting[j]!.fruits - waiting[j]!.fruitsFilled);
        });
      }),
      { numRuns: 500 },
    );
  });
});
