import { sql } from 'drizzle-orm';
import { boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { VoucherKind } from '@durio/shared/vouchers';
import { createdAt, id, updatedAt } from '../../db/columns';

/**
 * Automatic promotions (docs/product/fees.md, "Discounts"): the owner's rules without a code, applied in `position`
 * order before a voucher code whenever a cart meets them.
 */
export const promotions = pgTable('promotions', {
  id: id(),
  name: text('name').notNull(),
  kind: text('kind').$type<VoucherKind>().notNull(),
  percentBps: integer('percent_bps'),
  amountSen: integer('amount_sen'),
  minQuantity: integer('min_quantity').notNull().default(1),
  minSpendSen: integer('min_spend_sen').notNull().default(0),
  validFrom: date('valid_from'),
  validTo: date('valid_to'),
  productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
  categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
  farmIds: uuid('farm_ids').array().notNull().default(sql`'{}'::uuid[]`),
  varieties: text('varieties').array().notNull().default(sql`'{}'::text[]`),
  paused: boolean('paused').notNull().default(false),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
