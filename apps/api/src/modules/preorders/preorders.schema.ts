import { sql } from 'drizzle-orm';
import { unfilledChoices } from '@durio/shared/schemas/orders';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
 * many, how many a drop has filled, and at the window's end the choice offered for the rest and its answer. The order itself (its line, price, payment, refunds) is an ordinary order.
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
    /** Fruits that did not drop before the window ended and were refunded (docs/product/the-season.md, When the window ends). */
    fruitsRefunded: integer('fruits_refunded').notNull().default(0),
    /** Of the fruits filled, those the customer took from another tree of the farm at the window's end (off the product's stock). */
    fruitsSubstituted: integer('fruits_substituted').notNull().default(0),
    /** When the window's end offered the customer a choice for the fruit still on the tree; set once, with its e-mail. */
    choiceOfferedAt: timestamp('choice_offered_at', { withTimezone: true }),
    /** The answer, set once in the transaction that carries it out: the customer's, or the shop's refund after three days. */
    choice: text('choice', { enum: unfilledChoices }),
    /** The order pre-orders were placed in, which drops fill them in: a sequence, never a tie as two clocks may give. */
    placedOrder: integer('placed_order').generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'preorders_fruits',
      sql`${t.fruits} > 0 and ${t.fruitsFilled} >= 0 and ${t.fruitsRefunded} >= 0 and ${t.fruitsSubstituted} >= 0 and ${t.fruitsSubstituted} <= ${t.fruitsFilled} and ${t.fruitsFilled} + ${t.fruitsRefunded} <= ${t.fruits}`,
    ),
    index('preorders_offer_idx').on(t.offerId, t.placedOrder),
  ],
);

/**
 * Fruit that fell from an offer's tree, recorded by the admin (docs/product/the-season.md, Pre-orders): one drop per
 * offer and day, which filled the waiting pre-orders in the order they were placed.
 */
export const preorderDrops = pgTable(
  'preorder_drops',
  {
    id: id(),
    offerId: uuid('offer_id').notNull().references(() => preorderOffers.id, { onDelete: 'restrict' }),
    fellOn: date('fell_on').notNull(),
    fruits: integer('fruits').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('preorder_drops_fruits', sql`${t.fruits} > 0`), uniqueIndex('preorder_drops_one_a_day_idx').on(t.offerId, t.fellOn)],
);
