import { and, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../auth/auth.schema';
import { orders } from './orders.schema';

/** Orders the customer sees (docs/product/orders-and-payments.md): paid at some point, whatever their status now, or still waiting for payment. */
export const placedOrderCondition = or(isNotNull(orders.paidAt), eq(orders.status, 'PENDING'))!;

/** Abandoned checkouts (docs/product/orders-and-payments.md): never paid, and no longer waiting for payment (expired or replaced). */
export const abandonedCheckoutCondition = and(isNull(orders.paidAt), ne(orders.status, 'PENDING'))!;

/**
 * What the admin types into the orders search: an order number in either form ('DRN-1A2B3', '#1a2b3c4d',
 * '1a2b3c4d') matches the start of the order id; any text matches the customer's name or e-mail.
 */
export function orderSearchCondition(text: string | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const customer = sql`exists (select 1 from ${users} where ${users.id} = ${orders.userId} and (${users.displayName} ilike ${pattern} or ${users.email} ilike ${pattern}))`;
  const idPrefix = trimmed.replace(/^(drn-|order\s*)?#?/i, '').toLowerCase();
  return /^[0-9a-f-]{4,36}$/.test(idPrefix) ? or(sql`${orders.id}::text like ${`${idPrefix}%`}`, customer) : customer;
}
