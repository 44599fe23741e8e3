import { describe, expect, it } from 'vitest';
import { amountProblem, claimLimits } from './claim-limits';

describe("a claim's limits in the approve dialog (docs/product/fruit-guarantee.md)", () => {
  it('offer the card up to what it has left and the line was paid, credit up to what the line was paid', () => {
    expect(claimLimits({ paid: 120, cardRefundable: 165.5, wants: 'card' })).toEqual({ max: { card: 120, credit: 120 }, cardAvailable: true, defaultOutcome: 'card' });
    expect(claimLimits({ paid: 120, cardRefundable: 40, wants: 'card' })).toEqual({ max: { card: 40, credit: 120 }, cardAvailable: true, defaultOutcome: 'card' });
    expect(claimLimits({ paid: 120, cardRefundable: 0, wants: 'card' })).toEqual({ max: { card: 0, credit: 120 }, cardAvailable: false, defaultOutcome: 'credit' });
  });

  it('start on what the customer asked for: credit when they asked for it, the card only when it has something left', () => {
    expect(claimLimits({ paid: 120, cardRefundable: 165.5, wants: 'credit' }).defaultOutcome).toBe('credit');
    expect(claimLimits({ paid: 120, cardRefundable: 0, wants: 'credit' }).defaultOutcome).toBe('credit');
  });

  it('refuse nothing, a negative or odd amount, and more than the outcome allows', () => {
    const limits = claimLimits({ paid: 120, cardRefundable: 40, wants: 'card' });
    expect(amountProblem(0, 'credit', limits)).toBe('claims.approve.amountRequired');
    expect(amountProblem(Number.NaN, 'credit', limits)).toBe('claims.approve.amountRequired');
    expect(amountProblem(10.005, 'credit', limits)).toBe('claims.approve.amountRequired');
    expect(amountProblem(60, 'card', limits)).toBe('claims.approve.tooMuch');
    expect(amountProblem(60, 'credit', limits)).toBeNull();
    expect(amountProblem(40, 'card', limits)).toBeNull();
  });
});
