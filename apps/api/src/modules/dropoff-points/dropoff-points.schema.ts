import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { DropoffPointTranslations } from '@durio/shared/schemas/content-translations';
import { id, createdAt, updatedAt, translations } from '../../db/columns';

export const dropoffPoints = pgTable('dropoff_points', {
  id: id(),
  name: text('name').notNull(),
  /** Of name (decision record 036); the address stays as written. */
  translations: translations<DropoffPointTranslations>(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  /** When customers may collect, as the pickup e-mail says it ('Mon–Sat 9am–6pm'). */
  openingHours: text('opening_hours'),
  phone: text('phone'),
  /** The weekdays it is open for collection, 0 Sunday to 6 Saturday (docs/product/delivery.md, "Pickup days"). */
  openWeekdays: integer('open_weekdays').array().$type<number[]>().notNull().default(sql`'{1,2,3,4,5,6}'::integer[]`),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
