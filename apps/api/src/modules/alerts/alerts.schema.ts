import { languages } from '@durio/shared/languages';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { products, trees } from '../catalogue/catalogue.schema';

/**
 * "Tell me when" (docs/product/the-season.md): one address waiting to hear that a product, a tree's fruit or a
 * variety can be ordered. A visitor's alert is kept unconfirmed until they follow the e-mailed link (their consent,
 * recorded); a customer's is confirmed by their account's confirmed address. Told once (`notified_at`), then kept
 * as a record of what was sent; cancelled ones are deleted.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    treeId: uuid('tree_id').references(() => trees.id, { onDelete: 'cascade' }),
    variety: text('variety'),
    /** Lower case, as typed otherwise. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: languages }).notNull(),
    /**
     * The secret of the alert's confirmation and unsubscribe links. Kept as it is, not hashed: the e-mail that tells
     * the shopper carries it, long after it was made, and it can do no more than confirm or end this one alert.
     */
    token: text('token').notNull().unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'stock_alerts_one_target',
      sql`(${t.productId} is not null)::int + (${t.treeId} is not null)::int + (${t.variety} is not null)::int = 1`,
    ),
    // One waiting alert per address and thing: asking again changes nothing.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(t.email, sql`coalesce(${t.productId}::text, ${t.treeId}::text, lower(${t.variety}))`)
      .where(sql`${t.notifiedAt} is null`),
    index('stock_alerts_user_idx').on(t.userId),
    index('stock_alerts_due_idx').on(t.createdAt).where(sql`${t.confirmedAt} is not null and ${t.notifiedAt} is null`),
  ],
);
