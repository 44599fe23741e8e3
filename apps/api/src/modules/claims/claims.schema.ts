import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClaimOutcome, ClaimReason, ClaimStatus } from '@durio/shared/schemas/claims';
import { createdAt, id } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { files } from '../files/files.schema';
import { orderItems, orders } from '../orders/orders.schema';

/**
 * Fruit guarantee claims (docs/product/fruit-guarantee.md): one per order line, open until the owner approves money
 * back (to the card or as store credit, up to what the line was paid) or declines it.
 */
export const guaranteeClaims = pgTable(
  'guarantee_claims',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One claim per line: the unique key is the rule, whatever two requests at once do. */
    orderItemId: uuid('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ClaimReason>().notNull(),
    note: text('note').notNull().default(''),
    /** How the customer asked for it to be made good; the owner's decision is `outcome`. */
    wants: text('wants').$type<ClaimOutcome>().notNull().default('card'),
    status: text('status').$type<ClaimStatus>().notNull().default('OPEN'),
    outcome: text('outcome').$type<ClaimOutcome>(),
    amountSen: integer('amount_sen'),
    declineReason: text('decline_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('guarantee_claims_status_idx').on(t.status, t.createdAt), index('guarantee_claims_order_idx').on(t.orderId)],
);

/** The customer's photos of the fruit, in the order given. */
export const guaranteeClaimFiles = pgTable(
  'guarantee_claim_files',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => guaranteeClaims.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.fileId] })],
);
