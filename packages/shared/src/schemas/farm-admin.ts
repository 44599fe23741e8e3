import { z } from 'zod';
import { dropoffPointSchema } from './addresses';
import { farmVerificationStatuses, maintenanceRecordSchema } from './catalogue';
import { pagingQuerySchema } from './common';
import {
  dropoffPointTranslationsSchema,
  farmTranslationsSchema,
  maintenanceRecordTranslationsSchema,
  textLimits,
  treeTranslationsSchema,
} from './content-translations';
import { mediaIdsSchema } from './media-ids';


const text = (name: string, max: number) => z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long`);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/** `POST /durian/farms` (admin). A new farm is PENDING, hidden from shoppers, until it is verified. */
export const createFarmBodySchema = z.strictObject({
  name: text('Name', 120),
  location: text('Location', 200),
  state: text('State', 60),
  description: z.string().trim().max(textLimits.farmDescription).optional(),
  story: optionalText(textLimits.farmStory),
  cultivationPractices: optionalText(textLimits.farmPractices),
  translations: farmTranslationsSchema.optional(),
  foundedDate: z.iso.date().nullable().optional(),
  contactEmail: z.email('Give a valid e-mail address').max(254).nullable().optional(),
  contactPhone: optionalText(40),
  website: z.url({ protocol: /^https?$/, error: 'Give a web address starting with https://' }).max(500).nullable().optional(),
  specialties: z.array(text('A specialty', 60)).max(20).optional(),
  isCertified: z.boolean().optional(),
  verificationStatus: z.enum(farmVerificationStatuses).optional(),
  /** Why the farm was rejected; required with REJECTED. */
  verificationNote: optionalText(1000),
  mediaIds: mediaIdsSchema(20).optional(),
});
export type CreateFarmBody = z.infer<typeof createFarmBodySchema>;

/** `PUT /durian/farms/{id}`: any of the fields; verification is set here too (the server checks the reason). */
export const updateFarmBodySchema = createFarmBodySchema.partial();
export type UpdateFarmBody = z.infer<typeof updateFarmBodySchema>;

const measure = (max: number) => z.number().positive().max(max).nullable().optional();

/** The year it is now in Malaysia (UTC+8 all year round), read at each check: the year turns at midnight there. */
const malaysianYear = () => new Date(Date.now() + 8 * 60 * 60 * 1000).getUTCFullYear();

/** A tree is planted in a year that has come (docs/product/admin-console.md); the console's form says so too. */
const plantedYearSchema = z
  .number()
  .int()
  .min(1900)
  .refine((year) => year <= malaysianYear(), 'Planting year cannot be in the future')
  .nullable()
  .optional();

/** `POST /durian/farms/{farmId}/trees` (admin). */
export const createTreeBodySchema = z.strictObject({
  name: text('Name', 120),
  variety: text('Variety', 100),
  plantedYear: plantedYearSchema,
  /** Metres. */
  height: measure(100),
  /** Trunk girth in centimetres. */
  trunkSize: measure(2000),
  description: optionalText(textLimits.treeDescription),
  translations: treeTranslationsSchema.optional(),
  mediaIds: mediaIdsSchema(20).optional(),
  /** When the farm expects the tree's next fruit to fall (docs/product/the-season.md). */
  nextDropOn: z.iso.date().nullable().optional(),
  /** The farm's estimate of that drop's fruits. */
  expectedFruits: z.number().int().min(0).max(10_000).nullable().optional(),
});
export type CreateTreeBody = z.infer<typeof createTreeBodySchema>;
export const updateTreeBodySchema = createTreeBodySchema.partial();
export type UpdateTreeBody = z.infer<typeof updateTreeBodySchema>;

/** `POST /durian/farms/{farmId}/maintenance` or `/durian/trees/{treeId}/maintenance` (admin). */
export const createMaintenanceBodySchema = z.strictObject({
  date: z.iso.date('Give the date as YYYY-MM-DD'),
  description: text('Description', textLimits.recordDescription),
  performedBy: z.string().trim().min(1).max(textLimits.recordPerformedBy).optional(),
  translations: maintenanceRecordTranslationsSchema.optional(),
  /** Photos, videos and voice notes. */
  mediaIds: mediaIdsSchema(20).optional(),
});
export type CreateMaintenanceBody = z.infer<typeof createMaintenanceBodySchema>;
export const updateMaintenanceBodySchema = createMaintenanceBodySchema.partial();
export type UpdateMaintenanceBody = z.infer<typeof updateMaintenanceBodySchema>;

/** `GET /durian/farms/{id}/maintenance/admin`: a page of the farm's care records and its trees' (at most 100). */
export const farmRecordsQuerySchema = pagingQuerySchema.extend({
  take: z.coerce.number().int().min(1).max(100).default(20),
});
export type FarmRecordsQuery = z.infer<typeof farmRecordsQuerySchema>;

/** A care record in the console's list of a farm's records: the tree it is for, by name, or null for the whole farm. */
export const farmRecordSchema = maintenanceRecordSchema.extend({
  tree: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type FarmRecord = z.infer<typeof farmRecordSchema>;
export const farmRecordsReplySchema = z.object({ data: z.array(farmRecordSchema), total: z.number().int() });
export type FarmRecordsReply = z.infer<typeof farmRecordsReplySchema>;

/** `POST /durian/gallery/{farmId}` (admin). */
export const createGalleryEntryBodySchema = z.strictObject({
  title: text('Title', 200),
  description: optionalText(5000),
  mediaIds: mediaIdsSchema(30).min(1, 'Add at least one file'),
});
export type CreateGalleryEntryBody = z.infer<typeof createGalleryEntryBodySchema>;
export const updateGalleryEntryBodySchema = createGalleryEntryBodySchema.partial();
export type UpdateGalleryEntryBody = z.infer<typeof updateGalleryEntryBodySchema>;

/** A drop-off point as the admin sees it: the public fields, whether customers may choose it, and its open orders. */
export const adminDropoffPointSchema = dropoffPointSchema.extend({
  active: z.boolean(),
  /** Orders still to be collected there (PENDING to SHIPPED, i.e. ready for pickup). */
  openOrders: z.number().int(),
  /** The Malay and Chinese names as stored. */
  translations: dropoffPointTranslationsSchema,
});
export type AdminDropoffPoint = z.infer<typeof adminDropoffPointSchema>;

export const dropoffPointBodySchema = z.strictObject({
  name: text('Name', textLimits.dropoffPointName),
  translations: dropoffPointTranslationsSchema.optional(),
  addressLine1: text('Address line 1', 200),
  addressLine2: optionalText(200),
  city: text('City', 100),
  state: text('State', 60),
  postalCode: z.string().trim().regex(/^\d{5}$/, 'Postal code must be 5 digits'),
  openingHours: optionalText(200),
  phone: optionalText(40),
  /** The weekdays it is open for collection, 0 Sunday to 6 Saturday; a pickup day is chosen among them. */
  openWeekdays: z
    .array(z.number().int().min(0).max(6))
    .min(1, 'A pickup point is open on at least one day of the week')
    .refine((days) => new Set(days).size === days.length, 'Name each open weekday once')
    .optional(),
  active: z.boolean().optional(),
});
export type DropoffPointBody = z.infer<typeof dropoffPointBodySchema>;
export const updateDropoffPointBodySchema = dropoffPointBodySchema.partial();
export type UpdateDropoffPointBody = z.infer<typeof updateDropoffPointBodySchema>;
