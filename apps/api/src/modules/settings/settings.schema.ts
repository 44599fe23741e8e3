import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/** One row (id = 1): the handling fees and tax rate (docs/product/fees.md), editable by the admin; delivery fees are the zones'. */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  handlingFeeLightSen: integer('handling_fee_light_sen').notNull().default(1000),
  handlingFeeHeavySen: integer('handling_fee_heavy_sen').notNull().default(2000),
  handlingWeightLimitGrams: integer('handling_weight_limit_grams').notNull().default(2000),
  taxRateBps: integer('tax_rate_bps').notNull().default(700),
  /** A product with this many or fewer left is 'low stock' on the dashboard. */
  lowStockLevel: integer('low_stock_level').notNull().default(5),
  /** Where 'this season' starts on the dashboard; null means the latest 1 June (the main durian season). */
  seasonStart: date('season_start'),
  /** The delivery promise's one setting (docs/product/cart-and-checkout.md): hours from payment to a pickup being ready. */
  pickupReadyHours: integer('pickup_ready_hours').notNull().default(24),
  /** The fruit guarantee (docs/product/fruit-guarantee.md): hours after delivery a customer may claim for a line. */
  guaranteeHours: integer('guarantee_hours').notNull().default(24),
  /** Store credit (docs/product/store-credit.md, Expiry): months a balance lasts after the customer's latest credit movement. */
  creditMonths: integer('credit_months').notNull().default(12),
  /** The shop's own details, shown in the footer, on the contact page and on invoices. */
  legalName: text('legal_name').notNull().default('Durio Sdn. Bhd.'),
  addressLines: text('address_lines')
    .array()
    .notNull()
    .default(sql`'{"Level 8, Menara Durio, 88 Jalan Ampang","50450 Kuala Lumpur, Malaysia"}'::text[]`),
  contactEmail: text('contact_email').notNull().default('hello@durio.my'),
  contactPhone: text('contact_phone').notNull().default('+60 3-2181 8800'),
  updatedAt: updatedAt(),
});
