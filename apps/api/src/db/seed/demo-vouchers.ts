import type * as schema from '../schema';

/*
 * The demo shop's voucher codes (docs/product/fees.md, "Discounts"): the season's opening code, free delivery over a
 * spend, and a welcome for a first order, as a Malaysian durian seller runs them. No dates, so they work whenever the
 * demo is started; the console shows how to end or pause one.
 */
export const demoVouchers: (typeof schema.vouchers.$inferInsert)[] = [
  { code: 'MUSIM10', kind: 'percent', percentBps: 1000, minSpendSen: 10_000, usageLimit: 500, perCustomerLimit: 1 },
  { code: 'PERCUMA', kind: 'freeDelivery', minSpendSen: 8_000 },
  { code: 'WELCOME', kind: 'amount', amountSen: 1_000, firstOrderOnly: true, perCustomerLimit: 1 },
];
