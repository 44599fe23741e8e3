import { z } from 'zod';
import { malaysianStateKeys } from '../malaysian-postcodes';
import { productForms } from '../shop-filters';
import { amountRm, rmSchema } from './common';
import { deliveryZoneTranslationsSchema, textLimits } from './content-translations';

/** A delivery zone as anyone reads it (docs/product/delivery.md): where it reaches, its fees, the forms of fruit it receives. */
export const deliveryZoneSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  states: z.array(z.enum(malaysianStateKeys)),
  postcodeRanges: z.array(z.object({ from: z.string(), to: z.string() })),
  deliveryFee: rmSchema,
  /** Delivery is free when the subtotal is strictly over this amount. */
  freeDeliveryOver: rmSchema,
  forms: z.array(z.enum(productForms)),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** The console's zone: its name's translations whole, to edit them. */
export const adminDeliveryZoneSchema = deliveryZoneSchema.extend({ translations: deliveryZoneTranslationsSchema });
export type AdminDeliveryZone = z.infer<typeof adminDeliveryZoneSchema>;

const postcode = z.string().trim().regex(/^\d{5}$/, 'Postal code must be five digits');

/** What the owner sets of a zone; every field at once, each wrong one with its message. */
export const deliveryZoneBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(textLimits.deliveryZoneName, 'Name is too long'),
    translations: deliveryZoneTranslationsSchema.optional(),
    states: z.array(z.enum(malaysianStateKeys, { error: 'Choose states of Malaysia' })).max(16),
    postcodeRanges: z
      .array(
        z
          .object({ from: postcode, to: postcode })
          .refine((range) => range.from <= range.to, { message: 'A range starts at or before where it ends', path: ['to'] }),
      )
      .max(100, 'At most 100 postcode ranges'),
    deliveryFee: amountRm('Delivery fee'),
    freeDeliveryOver: amountRm('Free delivery threshold'),
    forms: z.array(z.enum(productForms)).min(1, 'A zone receives at least one form of fruit'),
  })
  .refine((zone) => zone.states.length > 0 || zone.postcodeRanges.length > 0, {
    message: 'A zone covers at least one state or postcode range',
    path: ['states'],
  });
export type DeliveryZoneBody = z.infer<typeof deliveryZoneBodySchema>;
