import { describe, expect, it } from 'vitest';
import { creditToUse } from './credit-to-use';

describe('paying with store credit', () => {
  it('uses the whole balance when it is less than the total, the card paying the rest', () => {
    expect(creditToUse(120.5, 20.25, true)).toEqual({ credit: 20.25, toPay: 100.25 });
  });

  it('uses no more than the total when the balance covers it, leaving nothing for the card', () => {
    expect(creditToUse(45.1, 60, true)).toEqual({ credit: 45.1, toPay: 0 });
  });

  it('uses nothing when the shopper does not tick it or has no balance', () => {
    expect(creditToUse(45.1, 60, false)).toEqual({ credit: 0, toPay: 45.1 });
    expect(creditToUse(45.1, 0, true)).toEqual({ credit: 0, toPay: 45.1 });
  });

  it('counts in whole sen', () => {
    expect(creditToUse(0.3, 0.1, true)).toEqual({ credit: 0.1, toPay: 0.2 });
  });
});
