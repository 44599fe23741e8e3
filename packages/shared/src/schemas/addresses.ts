import { z } from 'zod';
import { addressRefusals, malaysianAddressRefusal } from '../malaysian-postcodes';

export const addressSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

/** The checkout's limits and messages ('Address is too short' …; docs/product/accounts-and-tokens.md), field by field. */
export const addressFieldsSchema = z.object({
  name: z.string().trim().min(1).max(50),
  addressLine1: z.string().trim().min(5, 'Address is too short').max(200),
  addressLine2: z.string().trim().max(200).nullable().optional(),
  city: z.string().trim().min(2, 'City is too short').max(100),
  state: z.string().trim().min(2, 'State is too short').max(100),
  postalCode: z.string().trim().min(4, 'Postal code is too short').max(10),
  country: z.string().trim().min(2, 'Country is too short').max(100),
  phone: z.string().trim().max(30).nullable().optional(),
  isDefault: z.boolean().optional(),
});

/**
 * An address in Malaysia has a five-digit postcode of the state it names (docs/product/delivery.md); the refusal
 * sits on the field to correct. A change of some fields is checked against the address it changes, by the server.
 */
export function refuseUndeliverableAddress(address: { state: string; postalCode: string; country: string }, ctx: z.RefinementCtx): void {
  const refusal = malaysianAddressRefusal(address);
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: [refusal === addressRefusals.unknownState ? 'state' : 'postalCode'] });
}

export const addressBodySchema = addressFieldsSchema.superRefine(refuseUndeliverableAddress);
export type AddressBody = z.infer<typeof addressBodySchema>;
export const updateAddressBodySchema = addressFieldsSchema.partial();

export const dropoffPointSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  /** When customers may collect ('Mon–Sat 9am–6pm'). */
  openingHours: z.string().nullable(),
  phone: z.string().nullable(),
  /** The weekdays it is open for collection, 0 Sunday to 6 Saturday. */
  openWeekdays: z.array(z.number().int()),
  /** The days an order placed now could be collected there, 'YYYY-MM-DD' (docs/product/delivery.md, "Pickup days"). */
  pickupDays: z.array(z.iso.date()),
});
export type DropoffPoint = z.infer<typeof dropoffPointSchema>;
