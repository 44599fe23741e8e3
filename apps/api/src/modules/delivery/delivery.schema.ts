import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { MalaysianStateKey } from '@durio/shared/malaysian-postcodes';
import type { ProductForm } from '@durio/shared/schemas/catalogue';
import type { DeliveryZoneTranslations } from '@durio/shared/schemas/content-translations';
import { createdAt, id, translations, updatedAt } from '../../db/columns';

/**
 * Where the shop delivers (docs/product/delivery.md): a zone of whole states and five-digit postcode ranges, its
 * delivery fee and free-over threshold, and the forms of fruit it receives. Migration 0020 writes the three zones
 * a new shop starts with; no two zones share a state or a postcode.
 */
export const deliveryZones = pgTable('delivery_zones', {
  id: id(),
  name: text('name').notNull(),
  translations: translations<DeliveryZoneTranslations>(),
  states: text('states').array().$type<MalaysianStateKey[]>().notNull().default(sql`'{}'::text[]`),
  postcodeRanges: jsonb('postcode_ranges').$type<{ from: string; to: string }[]>().notNull().default([]),
  deliveryFeeSen: integer('delivery_fee_sen').notNull(),
  freeDeliveryOverSen: integer('free_delivery_over_sen').notNull(),
  forms: text('forms').array().$type<ProductForm[]>().notNull(),
  /** Days from an order's cut-off to its delivery day: 0 same day (`bookBy` in packages/shared/src/delivery-days.ts). */
  leadDays: integer('lead_days').notNull().default(1),
  /** 'HH:MM', Malaysia time: orders for a day close at this time, `leadDays` before it. */
  cutoff: text('cutoff').notNull().default('12:00'),
  /** Weekdays the zone is not delivered, 0 Sunday to 6 Saturday. */
  closedWeekdays: integer('closed_weekdays').array().$type<number[]>().notNull().default(sql`'{}'::integer[]`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A zone's delivery run, 'HH:MM' to 'HH:MM' Malaysia time, taking at most `capacity` orders a day. */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: id(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('delivery_slots_capacity', sql`${table.capacity} >= 0`)],
);

/**
 * How many orders a slot holds on a day: taken when an order books it, in the statement that writes the order, and
 * given back when the order is cancelled or expires. Never above the slot's capacity when booked.
 */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    booked: integer('booked').notNull(),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.day] }), check('delivery_slot_bookings_booked', sql`${table.booked} >= 0`)],
);

/** Public holidays and other days the shop does not deliver anywhere, as the owner enters them. */
export const deliveryClosedDates = pgTable('delivery_closed_dates', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
