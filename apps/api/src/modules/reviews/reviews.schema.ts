import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { products } from '../catalogue/catalogue.schema';
import { files } from '../files/files.schema';
import { orders } from '../orders/orders.schema';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** The delivered order the reviewer bought the product in; null only for imported reviews. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    /** Hidden by the admin (docs/product/catalogue.md): shown nowhere, counted in no rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The shop's public answer under the review (docs/product/catalogue.md), and when it was last written. */
    shopReply: text('shop_reply'),
    shopRepliedAt: timestamp('shop_replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

/** A review's photos (at most 3, docs/product/catalogue.md), in the order the customer chose. */
export const reviewFiles = pgTable(
  'review_files',
  {
    reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.fileId] }), uniqueIndex('review_files_file_idx').on(t.fileId)],
);
