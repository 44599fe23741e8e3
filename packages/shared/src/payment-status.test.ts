import { describe, expect, it } from 'vitest';
import { canMovePayment, paymentStatuses, paymentStatusesMovableTo } from './payment-status';

describe('payment moves (docs/product/orders-and-payments.md)', () => {
  it('pays from PENDING, or from FAILED after a declined card is tried again', () => {
    expect(paymentStatusesMovableTo('PAID')).toEqual(['PENDING', 'FAILED']);
  });

  it('fails only a payment still pending', () => {
    expect(paymentStatusesMovableTo('FAILED')).toEqual(['PENDING']);
  });

  it('refunds only money taken, and never leaves REFUNDED', () => {
    expect(paymentStatusesMovableTo('REFUNDED')).toEqual(['PAID']);
    for (const to of paymentStatuses) expect(canMovePayment('REFUNDED', to)).toBe(false);
  });

  it('never goes back to PENDING', () => {
    expect(paymentStatusesMovableTo('PENDING')).toEqual([]);
  });
});
