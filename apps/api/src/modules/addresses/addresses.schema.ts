import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from '../../db/columns';
import { users } from '../auth/auth.schema';

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    // At most one default per user; the service keeps it at exactly one.
    uniqueIndex('shipping_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
