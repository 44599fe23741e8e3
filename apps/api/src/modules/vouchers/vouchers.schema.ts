import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { VoucherKind } from '@durio/shared/vouchers';
import { users } from '../auth/auth.schema';
import { createdAt, id, updatedAt } from '../../db/columns';

/**
 * Voucher codes (docs/product/fees.md, "Discounts"; decision record 040): the code as the shop matches it (upper case,
 * no spaces), its terms, and the uses taken by orders not cancelled, counted by a conditional update in the statement
 * that writes an order so the limit holds under any load.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<VoucherKind>().notNull(),
    /** Basis points (1,000 is 10%), for a percentage code. */
    percentBps: integer('percent_bps'),
    amountSen: integer('amount_sen'),
    minSpendSen: integer('min_spend_sen').notNull().default(0),
    /** Malaysia's calendar days, both included. */
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    categoryIds: uuid('category_ids').array().notNull().default(sql`'{}'::uuid[]`),
    farmIds: uuid('farm_ids').array().notNull().default(sql`'{}'::uuid[]`),
    varieties: text('varieties').array().notNull().default(sql`'{}'::text[]`),
    paused: boolean('paused').notNull().default(false),
    usesTaken: integer('uses_taken').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The owner may lower a limit under the uses taken (no more uses then), so the limit is held by the update that takes one.
  (table) => [check('vouchers_uses_not_negative', sql`${table.usesTaken} >= 0`)],
);

/** A customer's uses of a code, held to its per-customer limit the same way. */
export const voucherCustomerUses = pgTable(
  'voucher_customer_uses',
  {
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (table) => [primaryKey({ columns: [table.voucherId, table.userId] }), check('voucher_customer_uses_not_negative', sql`${table.uses} >= 0`)],
);
