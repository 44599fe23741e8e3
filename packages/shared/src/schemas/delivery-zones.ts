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
  /** Its calendar (packages/shared/src/delivery-days.ts): days from an order's cut-off to delivery, the cut-off, closed weekdays. */
  leadDays: z.number().int(),
  cutoff: z.string(),
  closedWeekdays: z.array(z.number().int()),
  /** Its delivery runs, earliest first. */
  slots: z.array(z.object({ id: z.uuid(), startsAt: z.string(), endsAt: z.string(), capacity: z.number().int() })),
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
    // Said with the other fields' messages, not after they are put right: a form shows every mistake at once.
    when: ({ value }) => {
      const zone = (typeof value === 'object' && value !== null ? value : {}) as { states?: unknown; postcodeRanges?: unknown };
      return Array.isArray(zone.states) && Array.isArray(zone.postcodeRanges);
    },
  });
export type DeliveryZoneBody = z.infer<typeof deliveryZoneBodySchema>;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give a time as HH:MM, from 00:00 to 23:59');

/** A zone's calendar and runs, set together (docs/product/delivery.md, "Dates and slots"); a run without an id is new. */
export const zoneCalendarBodySchema = z
  .object({
    leadDays: z.number({ error: 'Give the lead time as 0 to 14 days' }).int('Give the lead time as 0 to 14 days').min(0, 'Give the lead time as 0 to 14 days').max(14, 'Give the lead time as 0 to 14 days'),
    cutoff: clockTime,
    closedWeekdays: z.array(z.number().int().min(0).max(6)).max(6, 'A zone is delivered on at least one day of the week'),
    slots: z
      .array(
        z
          .object({
            id: z.uuid().optional(),
            startsAt: clockTime,
            endsAt: clockTime,
            capacity: z.number({ error: 'Give a capacity of 0 to 1,000 orders' }).int('Give a capacity of 0 to 1,000 orders').min(0, 'Give a capacity of 0 to 1,000 orders').max(1000, 'Give a capacity of 0 to 1,000 orders'),
          })
          .refine((slot) => slot.startsAt < slot.endsAt, { message: 'A run ends after it starts', path: ['endsAt'] }),
      )
      .max(12, 'At most 12 runs a day'),
  })
  .refine((calendar) => new Set(calendar.closedWeekdays).size === calendar.closedWeekdays.length, {
    message: 'Name each closed weekday once',
    path: ['closedWeekdays'],
  });
export type ZoneCalendarBody = z.infer<typeof zoneCalendarBodySchema>;

/** The days a postcode can be delivered on with the slots still open, and how long is left to order for today. */
export const deliveryDaysSchema = z.object({
  /** Today in Malaysia as the shop's clock reads it, for the page to say 'Today' and 'Tomorrow'. */
  today: z.iso.date(),
  /** The postcode's zone; null when the shop does not deliver there. */
  zone: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  days: z.array(
    z.object({
      date: z.iso.date(),
      slots: z.array(z.object({ id: z.uuid(), startsAt: z.string(), endsAt: z.string(), left: z.number().int() })),
    }),
  ),
  /** Minutes left to order for delivery today while a slot today is open; null otherwise. */
  orderWithinMinutes: z.number().int().nullable(),
});
export type DeliveryDays = z.infer<typeof deliveryDaysSchema>;

export const deliveryDaysQuerySchema = z.object({ postalCode: z.string().trim().regex(/^\d{5}$/, 'Postal code must be five digits') });

/** A public holiday or other day the shop does not deliver. */
export const closedDateSchema = z.object({ date: z.iso.date(), name: z.string() });
export type ClosedDate = z.infer<typeof closedDateSchema>;
export const closedDateBodySchema = z.object({
  date: z.iso.date('Give the date as YYYY-MM-DD'),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
});
export const closedDateParamsSchema = z.object({ date: z.iso.date('Give the date as YYYY-MM-DD') });

/** The console's calendar: from a day, for some days. */
export const deliveryCalendarQuerySchema = z.object({
  from: z.iso.date('Give the date as YYYY-MM-DD'),
  days: z.coerce.number().int().min(1).max(31).default(7),
});

/** Each zone's runs with the orders booked in them, day by day, against their capacity (docs/product/delivery.md). */
export const deliveryCalendarSchema = z.object({
  /** The days shown, 'YYYY-MM-DD'. */
  days: z.array(z.iso.date()),
  zones: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      closedWeekdays: z.array(z.number().int()),
      slots: z.array(
        z.object({
          id: z.uuid(),
          startsAt: z.string(),
          endsAt: z.string(),
          capacity: z.number().int(),
          /** Orders booked on each of `days`, in order: unpaid ones hold their place until they expire. */
          booked: z.array(z.number().int()),
        }),
      ),
    }),
  ),
  closedDates: z.array(closedDateSchema),
});
export type DeliveryCalendar = z.infer<typeof deliveryCalendarSchema>;
