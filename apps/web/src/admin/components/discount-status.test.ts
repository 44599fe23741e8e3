import { describe, expect, it } from 'vitest';
import { discountStatus } from './discount-status';

const june = { paused: false, validFrom: '2027-06-01', validTo: '2027-06-30' };

describe("a voucher's or promotion's status in the console (docs/product/fees.md, \"Discounts\")", () => {
  it('is active from its first day to its last, both included, in Malaysia\'s calendar', () => {
    expect(discountStatus(june, '2027-06-01')).toBe('active');
    expect(discountStatus(june, '2027-06-15')).toBe('active');
    expect(discountStatus(june, '2027-06-30')).toBe('active');
  });

  it('is scheduled before its first day and ended after its last', () => {
    expect(discountStatus(june, '2027-05-31')).toBe('scheduled');
    expect(discountStatus(june, '2027-07-01')).toBe('ended');
  });

  it('is active every day when it has no first or last day', () => {
    const always = { paused: false, validFrom: null, validTo: null };
    expect(discountStatus(always, '1999-01-01')).toBe('active');
    expect(discountStatus(always, '2099-12-31')).toBe('active');
    expect(discountStatus({ ...always, validFrom: '2027-06-01' }, '2099-12-31')).toBe('active');
    expect(discountStatus({ ...always, validTo: '2027-06-30' }, '1999-01-01')).toBe('active');
  });

  it('is paused while the owner holds it, before its first day too, until its last day has gone by', () => {
    const paused = { ...june, paused: true };
    expect(discountStatus(paused, '2027-06-15')).toBe('paused');
    expect(discountStatus(paused, '2027-05-01')).toBe('paused');
    expect(discountStatus(paused, '2027-06-30')).toBe('paused');
    // Resuming would not bring it back: it says it has ended.
    expect(discountStatus(paused, '2027-07-01')).toBe('ended');
  });
});
