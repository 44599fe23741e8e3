import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
