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
 * numbers every page and e-mail states the delivery times from, read from the delivery zones (delivery-promise.ts)
 * but for the pickup's hours.
 */
export const deliveryPromiseSchema = z.object({
  /** 'HH:MM', Malaysia time: the Klang Valley's zone's cut-off; orders paid by then go out on its soonest day. */
  cutoff: z.string(),
  /** Days from the cut-off to the door in the Klang Valley: 0 is the same day, 1 the next. */
  klangValleyDays: z.number().int(),
  /** Days from the cut-off to the door elsewhere in Peninsular Malaysia, at the soonest and at the latest. */
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
  /** The fruit guarantee: hours after delivery a customer may claim for a fruit (docs/product/fruit-guarantee.md). */
  guaranteeHours: z.number().int(),
  shop: shopContactSchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What the admin sees: the public settings and the dashboard's low-stock level. */
export const adminShopSettingsSchema = shopSettingsSchema.extend({
  /** A product with this many or fewer left is low on stock. */
  lowStockLevel: z.number().int(),
  /** Where the dashboard's 'this season' starts; null: the latest 1 June. */
  seasonStart: z.iso.date().nullable(),
  /** Months a customer's store credit lasts after their latest credit movement (docs/product/store-credit.md, Expiry). */
  creditMonths: z.number().int(),
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
  /** The delivery times are the zones'; the promise's only setting is how soon a pickup is ready. */
  deliveryPromise: z.object({ pickupReadyHours: wholeNumber(1, 168, 'Give the pickup time as 1 to 168 hours') }).strict(),
  guaranteeHours: wholeNumber(1, 336, 'Give the guarantee as 1 to 336 hours'),
  creditMonths: wholeNumber(1, 60, 'Give the store credit time as 1 to 60 months'),
  shop: z
    .object({
      legalName: line('Legal name', 120),
      addressLines: z.array(line('An address line', 120)).min(1, 'Give the address').max(4, 'At most 4 address lines'),
      email: z.email('Give a valid e-mail address').max(254),
      phone: line('Phone', 40),
    })
    .strict(),
});

/** `PUT /durian/settings`: any of the settings; a change applies to carts and orders from then on. */
export const updateShopSettingsBodySchema = shopSettingsFieldsSchema
  .extend({ shop: shopSettingsFieldsSchema.shape.shop.partial().strict() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one setting to change' });
export type UpdateShopSettingsBody = z.infer<typeof updateShopSettingsBodySchema>;
