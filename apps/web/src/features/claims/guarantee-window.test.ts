import { describe, expect, it } from 'vitest';
import { guaranteeEndsAt, isGuaranteeOpen, type GuaranteeOrder } from './guarantee-window';

const delivered = (updates: GuaranteeOrder['updates']): GuaranteeOrder => ({
  status: 'DELIVERED',
  createdAt: '2026-06-01T00:00:00.000Z',
  updates,
});

describe('the fruit guarantee window', () => {
  it('is open until the guarantee hours after delivery have passed', () => {
    const order = delivered([{ status: 'DELIVERED', date: '2026-06-01T10:00:00.000Z' }]);
    expect(isGuaranteeOpen(order, 24, new Date('2026-06-02T10:00:00.000Z'))).toBe(true);
    expect(isGuaranteeOpen(order, 24, new Date('2026-06-02T10:00:00.001Z'))).toBe(false);
  });

  it('counts from the latest move to DELIVERED', () => {
    const order = delivered([
      { status: 'DELIVERED', date: '2026-06-01T10:00:00.000Z' },
      { status: 'SHIPPED', date: '2026-06-03T08:00:00.000Z' },
      { status: 'DELIVERED', date: '2026-06-03T10:00:00.000Z' },
    ]);
    expect(guaranteeEndsAt(order, 24)?.toISOString()).toBe('2026-06-04T10:00:00.000Z');
  });

  it('counts from when the order was placed when no delivery was recorded', () => {
    expect(guaranteeEndsAt(delivered([]), 2)?.toISOString()).toBe('2026-06-01T02:00:00.000Z');
  });

  it('is closed for an order that is not delivered', () => {
    const order = { ...delivered([]), status: 'SHIPPED' };
    expect(guaranteeEndsAt(order, 24)).toBeNull();
    expect(isGuaranteeOpen(order, 24, new Date('2026-06-01T00:00:00.000Z'))).toBe(false);
  });
});
