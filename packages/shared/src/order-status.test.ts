import { describe, expect, it } from 'vitest';
import {
  allowedAdminMoves,
  canAdminMove,
  canCustomerCancel,
  orderStatusBadgeVariant,
  orderStatuses,
  type OrderStatus,
} from './order-status';

describe('admin moves (DECISIONS §5)', () => {
  it.each<[OrderStatus, OrderStatus[]]>([
    ['PENDING', ['CANCELLED']],
    ['PAID', ['PROCESSING', 'CANCELLED']],
    ['PROCESSING', ['SHIPPED', 'CANCELLED']],
    ['SHIPPED', ['DELIVERED']],
    ['DELIVERED', []],
    ['CANCELLED', []],
  ])('allows from %s exactly %j', (from, allowed) => {
    expect(allowedAdminMoves(from)).toEqual(allowed);
    for (const to of orderStatuses) expect(canAdminMove(from, to)).toBe(allowed.includes(to));
  });

  it('never lets the admin mark an order paid by hand', () => {
    for (const from of orderStatuses) expect(canAdminMove(from, 'PAID')).toBe(false);
  });

  it('lets the admin cancel only before the order ships', () => {
    expect(orderStatuses.filter((s) => canAdminMove(s, 'CANCELLED'))).toEqual(['PENDING', 'PAID', 'PROCESSING']);
  });
});

describe('customer cancel', () => {
  it('is allowed while PENDING or PAID only', () => {
    expect(orderStatuses.filter(canCustomerCancel)).toEqual(['PENDING', 'PAID']);
  });
});

describe('status badges (checkout spec §4)', () => {
  it.each([
    ['PENDING', 'secondary'],
    ['PAID', 'success'],
    ['PROCESSING', 'warning'],
    ['SHIPPED', 'info'],
    ['DELIVERED', 'success'],
    ['CANCELLED', 'destructive'],
    ['shipped', 'info'],
    ['SOMETHING_ELSE', 'secondary'],
  ])('shows %s as %s', (status, variant) => {
    expect(orderStatusBadgeVariant(status)).toBe(variant);
  });
});
