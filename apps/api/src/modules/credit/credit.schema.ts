import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreditEntryKind } from '@durio/shared/schemas/credit';
import { createdAt, id } from '../../db/columns';
import { users } from '../auth/auth.schema';

/**
 * Store credit (docs/product/store-credit.md): every movement of a customer's credit, never changed or deleted once
 * written, so the balance can always be explained line by line.
 */
export const storeCreditEntries = pgTable(
  'store_credit_entries',
  {
    id: id(),
    /** The order entries were written in, which their times cannot tell apart within one transaction. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<CreditEntryKind>().notNull(),
    /** Positive for what adds to the balance (issued, returned), negative for what takes from it (spent, expired). */
    amountSen: integer('amount_sen').notNull(),
    reason: text('reason'),
    /** The order it was spent on or given back from; not a foreign key, so the ledger outlives an erased order. */
    orderId: uuid('order_id'),
    /** The admin who issued it; null for what the shop's own processes wrote. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('store_credit_entries_user_idx').on(t.userId, t.createdAt), check('store_credit_entries_not_zero', sql`${t.amountSen} <> 0`)],
);

/**
 * Each customer's balance: the sum of their entries, kept beside them so that a spend can be a conditional update
 * (`balance >= amount`) and two checkouts can never spend the same credit.
 */
export const storeCreditBalances = pgTable(
  'store_credit_balances',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceSen: integer('balance_sen').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_credit_balances_not_negative', sql`${t.balanceSen} >= 0`)],
);
