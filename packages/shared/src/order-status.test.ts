import { describe, expect, it } from 'vitest';
import {
  allowedOrderMoves,
  canCustomerCancel,
  canMoveOrder,
  isReviewable,
  needsTracking,
  orderStatusBadgeVariant,
  orderStatuses,
  orderStatusesMovableTo,
  type OrderStatus,
} from './order-status';

describe('admin moves (docs/product/orders-and-payments.md)', () => {
  it.each<[OrderStatus, OrderStatus[]]>([
    ['PENDING', ['CANCELLED']],
    ['PAID', ['PROCESSING', 'CANCELLED']],
    ['PROCESSING', ['SHIPPED', 'CANCELLED']],
    ['SHIPPED', ['DELIVERED']],
    ['DELIVERED', []],
    ['CANCELLED', []],
  ])('allows from %s exactly %j', (from, allowed) => {
    expect(allowedOrderMoves(from, 'admin')).toEqual(allowed);
    for (const to of orderStatuses) expect(canMoveOrder(from, to, 'admin')).toBe(allowed.includes(to));
  });

  it('never lets the admin or the customer mark an order paid: only the system, from PENDING', () => {
    for (const from of orderStatuses) {
      expect(canMoveOrder(from, 'PAID', 'admin')).toBe(false);
      expect(canMoveOrder(from, 'PAID', 'customer')).toBe(false);
    }
    expect(orderStatusesMovableTo('PAID', 'system')).toEqual(['PENDING']);
  });

  it('lets the admin cancel only before the order ships', () => {
    expect(orderStatusesMovableTo('CANCELLED', 'admin')).toEqual(['PENDING', 'PAID', 'PROCESSING']);
  });
});

describe('the customer and the system', () => {
  it('lets the customer cancel while PENDING or PAID only, and make no other move', () => {
    expect(orderStatuses.filter(canCustomerCancel)).toEqual(['PENDING', 'PAID']);
    for (const from of orderStatuses) expect(allowedOrderMoves(from, 'customer').filter((to) => to !== 'CANCELLED')).toEqual([]);
  });

  it('lets the system only pay and expire a PENDING order, and pack or cancel a paid pre-order at its drop or window end', () => {
    expect(allowedOrderMoves('PENDING', 'system')).toEqual(['PAID', 'CANCELLED']);
    expect(allowedOrderMoves('PAID', 'system')).toEqual(['PROCESSING', 'CANCELLED']);
    expect(allowedOrderMoves('PAID', 'system', { awaitingDrop: true })).toEqual(['CANCELLED']);
    for (const from of orderStatuses.filter((s) => s !== 'PENDING' && s !== 'PAID')) expect(allowedOrderMoves(from, 'system')).toEqual([]);
  });

  it('never moves an order out of DELIVERED or CANCELLED', () => {
    for (const by of ['system', 'customer', 'admin'] as const) {
      expect(allowedOrderMoves('DELIVERED', by)).toEqual([]);
      expect(allowedOrderMoves('CANCELLED', by)).toEqual([]);
    }
  });
});

describe('the questions the web asks', () => {
  it('asks for tracking only when a delivery order is shipped', () => {
    expect(needsTracking('SHIPPED', false)).toBe(true);
    expect(needsTracking('SHIPPED', true)).toBe(false);
    for (const to of orderStatuses.filter((s) => s !== 'SHIPPED')) expect(needsTracking(to, false)).toBe(false);
  });

  it('makes an order reviewable once delivered, and only then', () => {
    expect(orderStatuses.filter(isReviewable)).toEqual(['DELIVERED']);
  });
});

describe('status badges', () => {
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
