import { languages } from '@durio/shared/languages';
import type { OrderPreorder } from '@durio/shared/schemas/orders';
import { describe, expect, it } from 'vitest';
import { commonTextsIn } from '../../test-support/common-texts';
import { unfilledFruits } from '@durio/shared/preorder-filling';
import { dropText, preorderChoiceState } from './preorder-fruits';

/*
 * Where a pre-order's fruits stand, and what its order page asks once the harvest window has ended with some of them
 * still on the tree (docs/product/the-season.md).
 */

const textsIn = commonTextsIn;

const decideBy = '2027-09-03T23:59:59+08:00';

/** A pre-order of `fruits` from Raja's drop, with how many dropped, were refunded, and the choice of the window's end. */
function preorderOf(fruits: number, over: Partial<OrderPreorder> = {}): OrderPreorder {
  return {
    offerId: '00000000-0000-4000-8000-000000000001',
    treeName: 'Raja',
    variety: 'Musang King',
    window: { startsOn: '2027-06-15', endsOn: '2027-08-31' },
    fruits,
    fruitsFilled: 0,
    fruitsRefunded: 0,
    choice: null,
    ...over,
  };
}

const openChoice = (substituteAvailable = true) => ({ decideBy, substituteAvailable, made: null });

describe("a pre-order's unfilled fruits", () => {
  it('are those neither dropped nor refunded', () => {
    expect(unfilledFruits(preorderOf(3))).toBe(3);
    expect(unfilledFruits(preorderOf(3, { fruitsFilled: 1 }))).toBe(2);
    expect(unfilledFruits(preorderOf(3, { fruitsFilled: 1, fruitsRefunded: 2 }))).toBe(0);
    expect(unfilledFruits(preorderOf(3, { fruitsFilled: 3 }))).toBe(0);
  });

  it('are never fewer than none', () => {
    expect(unfilledFruits(preorderOf(2, { fruitsFilled: 2, fruitsRefunded: 1 }))).toBe(0);
  });
});

describe('the choice at the end of the window', () => {
  it('is not shown for an order that is no pre-order, or whose window has not ended with fruit on the tree', () => {
    expect(preorderChoiceState({ status: 'PAID', preorder: null })).toEqual({ kind: 'none' });
    expect(preorderChoiceState({ status: 'PAID', preorder: preorderOf(2, { fruitsFilled: 1 }) })).toEqual({ kind: 'none' });
  });

  it('is open on a paid order: the fruits still on the tree, those that dropped, the day to answer by, and whether another tree has one', () => {
    const preorder = preorderOf(3, { fruitsFilled: 1, choice: openChoice() });
    expect(preorderChoiceState({ status: 'PAID', preorder })).toEqual({
      kind: 'open',
      unfilled: 2,
      dropped: 1,
      decideBy,
      substituteAvailable: true,
      tooLateForSubstitute: false,
    });
    const nothingDropped = preorderOf(2, { choice: openChoice(false) });
    expect(preorderChoiceState({ status: 'PAID', preorder: nothingDropped })).toEqual({
      kind: 'open',
      unfilled: 2,
      dropped: 0,
      decideBy,
      substituteAvailable: false,
      tooLateForSubstitute: false,
    });
  });

  it('stays open once the fruit that dropped was packed or sent, with only the refund left after weighing', () => {
    const preorder = preorderOf(2, { fruitsFilled: 1, choice: openChoice(false) });
    const weighing = { awaiting: false, weighedAt: decideBy, subtotal: 100, discount: 0, tax: 7, total: 127, refund: 10, taxRateBps: 700 };
    expect(preorderChoiceState({ status: 'PROCESSING', preorder, weighing: { ...weighing, weighedAt: null } })).toMatchObject({ kind: 'open', tooLateForSubstitute: false });
    for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED'] as const) {
      expect(preorderChoiceState({ status, preorder, weighing })).toMatchObject({ kind: 'open', unfilled: 1, tooLateForSubstitute: true });
    }
  });

  it('is not offered on an order unpaid or cancelled without an answer, or with nothing left on the tree', () => {
    const preorder = preorderOf(2, { choice: openChoice() });
    for (const status of ['PENDING', 'CANCELLED'] as const) {
      expect(preorderChoiceState({ status, preorder })).toEqual({ kind: 'none' });
    }
    expect(preorderChoiceState({ status: 'PAID', preorder: preorderOf(2, { fruitsFilled: 2, choice: openChoice() }) })).toEqual({ kind: 'none' });
  });

  it('says what was chosen, whatever the status since: a fruit of another tree, or how many fruits were refunded', () => {
    const substituted = preorderOf(2, { fruitsFilled: 2, choice: { decideBy, substituteAvailable: true, made: 'substitute' } });
    expect(preorderChoiceState({ status: 'DELIVERED', preorder: substituted })).toEqual({ kind: 'substitute' });
    const refunded = preorderOf(3, { fruitsFilled: 1, fruitsRefunded: 2, choice: { decideBy, substituteAvailable: false, made: 'refund' } });
    expect(preorderChoiceState({ status: 'PROCESSING', preorder: refunded })).toEqual({ kind: 'refund', refunded: 2 });
    expect(preorderChoiceState({ status: 'CANCELLED', preorder: { ...refunded, fruitsFilled: 0, fruitsRefunded: 3 } })).toEqual({
      kind: 'refund',
      refunded: 3,
    });
  });
});

describe('what a pre-order says of its drop', () => {
  const { t, number } = textsIn('en');
  const say = (fruits: number, over: Partial<OrderPreorder> = {}) => dropText(preorderOf(fruits, over), t, number);

  it('counts the fruits that have dropped', () => {
    expect(say(2)).toBe('Its 2 fruits have not dropped yet');
    expect(say(1)).toBe('Its fruit has not dropped yet');
    expect(say(2, { fruitsFilled: 1 })).toBe('1 of 2 fruits dropped');
    expect(say(2, { fruitsFilled: 2 })).toBe('All 2 fruits have dropped');
  });

  it('stays true once fruit that did not drop in time was refunded', () => {
    expect(say(2, { fruitsFilled: 1, fruitsRefunded: 1 })).toBe('1 of 2 fruits dropped, 1 refunded');
    expect(say(3, { fruitsFilled: 1, fruitsRefunded: 2 })).toBe('1 of 3 fruits dropped, 2 refunded');
    expect(say(2, { fruitsRefunded: 2 })).toBe('Its 2 fruits did not drop in time and were refunded');
    expect(say(1, { fruitsRefunded: 1 })).toBe('Its fruit did not drop in time and was refunded');
  });

  it('says where the fruit comes from once another tree gave what did not drop', () => {
    const made = { decideBy, substituteAvailable: true, made: 'substitute' as const };
    expect(say(3, { fruitsFilled: 3, choice: made })).toBe('Those of its 3 fruits that did not drop in time come from another tree of the farm');
    expect(say(1, { fruitsFilled: 1, choice: made })).toBe('Its fruit comes from another tree of the farm: it did not drop in time');
  });

  it.each(languages)('is said in %s for every state', (language) => {
    const texts = textsIn(language);
    const states: Partial<OrderPreorder>[] = [
      {},
      { fruitsFilled: 1 },
      { fruitsFilled: 3 },
      { fruitsFilled: 1, fruitsRefunded: 2 },
      { fruitsRefunded: 3 },
      { fruitsFilled: 3, choice: { decideBy, substituteAvailable: true, made: 'substitute' } },
    ];
    const said = states.map((over) => dropText(preorderOf(3, over), texts.t, texts.number));
    for (const text of said) expect(text).toMatch(/^(?!preorder\.)\S/);
    // Each state in its own words: none falls back to another's.
    expect(new Set(said).size).toBe(states.length);
  });
});
