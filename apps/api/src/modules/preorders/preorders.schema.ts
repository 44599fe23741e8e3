import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { harvestWindows, products, trees } from '../catalogue/catalogue.schema';
import { orders } from '../orders/orders.schema';

/**
 * A tree's next drop, or a farm's variety, opened for pre-order in one harvest window (docs/product/the-season.md,
 * Pre-orders). `fruits_reserved` is taken and given back by conditional updates, as stock is, so it never passes
 * `fruits_offered`. The window, tree and product cannot be deleted while an offer names them.
 */
export const preorderOffers = pgTable(
  'preorder_offers',
  {
    id: id(),
    windowId: uuid('window_id').notNull().references(() => harvestWindows.id, { onDelete: 'restrict' }),
    treeId: uuid('tree_id').references(() => trees.id, { onDelete: 'restrict' }),
    /** The whole fruit that prices one pre-ordered fruit (per unit, or per kg at the top of its range). */
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    fruitsOffered: integer('fruits_offered').notNull(),
    fruitsReserved: integer('fruits_reserved').notNull().default(0),
    /** Set when the admin stops taking reservations before the window ends. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('preorder_offers_fruits', sql`${t.fruitsReserved} >= 0 and ${t.fruitsReserved} <= ${t.fruitsOffered}`),
    // One offer per tree (or per farm variety, without a tree) and window.
    uniqueIndex('preorder_offers_one_per_window_idx').on(t.windowId, sql`coalesce(${t.treeId}::text, '')`),
    index('preorder_offers_tree_idx').on(t.treeId),
  ],
);

/**
 * An order that is a pre-order (docs/product/the-season.md, Pre-orders): the offer its fruits are reserved from, how
 * many, and how many a drop has filled. The order itself (its line, price, payment, refunds) is an ordinary order.
 */
export const preorders = pgTable(
  'preorders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').notNull().references(() => preorderOffers.id, { onDelete: 'restrict' }),
    fruits: integer('fruits').notNull(),
    fruitsFilled: integer('fruits_filled').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('preorders_fruits', sql`${t.fruits} > 0 and ${t.fruitsFilled} >= 0 and ${t.fruitsFilled} <= ${t.fruits}`),
    index('preorders_offer_idx').on(t.offerId, t.createdAt),
  ],
);
