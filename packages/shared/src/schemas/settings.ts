import { z } from 'zod';
import { amountRm } from './common';

/** The shop's own details, wherever they appear: footer, contact page, invoice (docs/product/admin-console.md). */
export const shopContactSchema = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  email: z.string(),
  phone: z.string(),
});
export type ShopContact = z.infer<typeof shopContactSchema>;

/**
 * How soon the fruit reaches the shopper (docs/product/cart-and-checkout.md, "One delivery promise"): the one set of
 * numbers every page and e-mail states the delivery times from.
 */
export const deliveryPromiseSchema = z.object({
  /** Orders paid by this hour, Malaysia time (0–23), are packed the same day. */
  cutoffHour: z.number().int(),
  /** Days from packing to the door in the Klang Valley: 0 is the same day, 1 the next. */
  klangValleyDays: z.number().int(),
  /** Days from packing to the door elsewhere in Peninsular Malaysia, at the soonest and at the latest. */
  elsewhereDaysFrom: z.number().int(),
  elsewhereDaysTo: z.number().int(),
  /** Hours after the payment that a pickup order is ready at its drop-off point. */
  pickupReadyHours: z.number().int(),
});
export type DeliveryPromise = z.infer<typeof deliveryPromiseSchema>;

/** The shop's fee settings (docs/product/fees.md) as the public API shows them, amounts in RM, its delivery promise and its details. */
export const shopSettingsSchema = z.object({
  handlingFeeLight: z.number().nonnegative(),
  handlingFeeHeavy: z.number().nonnegative(),
  handlingWeightLimitKg: z.number().nonnegative(),
  /** Percent, e.g. 7 for 7%. */
  taxRatePercent: z.number().min(0).max(100),
  deliveryPromise: deliveryPromiseSchema,
  shop: shopContactSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What the admin sees: the public settings and the dashboard's low-stock level. */
export const adminShopSettingsSchema = shopSettingsSchema.extend({
  /** A product with this many or fewer left is low on stock. */
  lowStockLevel: z.number().int(),
  /** Where the dashboard's 'this season' starts; null: the latest 1 June. */
  seasonStart: z.iso.date().nullable(),
});
export type AdminShopSettings = z.infer<typeof adminShopSettingsSchema>;

/** A whole number from `min` to `max`, one message for every way it can be wrong. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);
const line = (name: string, max: number) => z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long`);

/** Every setting the admin sets, each with its message (the console's form checks them all at once). */
export const shopSettingsFieldsSchema = z.object({
  handlingFeeLight: amountRm('Handling fee'),
  handlingFeeHeavy: amountRm('Handling fee'),
  handlingWeightLimitKg: z.number().positive('The weight limit must be above 0 kg').max(1000).multipleOf(0.001),
  taxRatePercent: z.number().min(0, 'Tax cannot be negative').max(100, 'Tax is at most 100%').multipleOf(0.01),
  lowStockLevel: z.number().int().min(0).max(100_000),
  seasonStart: z.iso.date('Give the date as YYYY-MM-DD').nullable(),
  deliveryPromise: z
    .object({
      cutoffHour: wholeNumber(0, 23, 'Give the cut-off as an hour from 0 to 23'),
      klangValleyDays: wholeNumber(0, 14, 'Give the Klang Valley delivery time as 0 to 14 days'),
      elsewhereDaysFrom: wholeNumber(1, 14, 'Give the delivery time elsewhere as 1 to 14 days'),
      elsewhereDaysTo: wholeNumber(1, 14, 'Give the delivery time elsewhere as 1 to 14 days'),
      pickupReadyHours: wholeNumber(1, 168, 'Give the pickup time as 1 to 168 hours'),
    })
    .strict()
    .refine((promise) => promise.elsewhereDaysTo >= promise.elsewhereDaysFrom, {
      error: 'The latest delivery elsewhere cannot be sooner than the soonest',
      path: ['elsewhereDaysTo'],
    }),
  shop: z
    .object({
      legalName: line('Legal name', 120),
      addressLines: z.array(line('An address line', 120)).min(1, 'Give the address').max(4, 'At most 4 address lines'),
      email: z.email('Give a valid e-mail address').max(254),
      phone: line('Phone', 40),
    })
    .strict(),
});

/**
 * `PUT /durian/settings`: any of the settings; a change applies to carts and orders from then on. The delivery
 * promise is given whole, so its soonest and latest are checked together.
 */
export const updateShopSettingsBodySchema = shopSettingsFieldsSchema
  .extend({ shop: shopSettingsFieldsSchema.shape.shop.partial().strict() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one setting to change' });
export type UpdateShopSettingsBody = z.infer<typeof updateShopSettingsBodySchema>;
