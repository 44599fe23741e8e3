import { priceUnits } from '@durio/shared/pricing';
import { farmVerificationStatuses, productForms, productGrades } from '@durio/shared/schemas/catalogue';
import { sql } from 'drizzle-orm';
import type {
  CategoryTranslations,
  FarmTranslations,
  MaintenanceRecordTranslations,
  ProductTranslations,
  TreeTranslations,
} from '@durio/shared/schemas/content-translations';
import { boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tsvector, translations } from '../../db/columns';
import { files } from '../files/files.schema';

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** Of name and description (decision record 036). */
  translations: translations<CategoryTranslations>(),
  createdAt: createdAt(),
});

export const farms = pgTable('farms', {
  id: id(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  state: text('state').notNull(),
  description: text('description').notNull().default(''),
  story: text('story'),
  cultivationPractices: text('cultivation_practices'),
  foundedDate: date('founded_date'),
  contactEmail: text('contact_email'),
  contactPhone: text('contact_phone'),
  website: text('website'),
  verificationStatus: text('verification_status', { enum: farmVerificationStatuses })
    .notNull()
    .default('PENDING'),
  /** Why the shop rejected the farm (or anything the admin notes on its verification). */
  verificationNote: text('verification_note'),
  isCertified: boolean('is_certified').notNull().default(false),
  specialties: text('specialties').array().notNull().default(sql`'{}'::text[]`),
  rating: doublePrecision('rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  /** Of description, story and cultivationPractices. */
  translations: translations<FarmTranslations>(),
  /** The farm's name, place, description (in every language) and specialties. */
  searchDocument: tsvector('search_document'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('farms_search_idx').using('gin', t.searchDocument)]);

export const farmMedia = pgTable(
  'farm_media',
  {
    farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.fileId] })],
);

export const trees = pgTable(
  'trees',
  {
    id: id(),
    farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    variety: text('variety').notNull(),
    heightM: doublePrecision('height_m'),
    trunkSizeCm: doublePrecision('trunk_size_cm'),
    plantedYear: integer('planted_year'),
    description: text('description'),
    /** When the farm expects this tree's next fruit to fall, and how many (docs/product/the-season.md). */
    nextDropOn: date('next_drop_on'),
    expectedFruits: integer('expected_fruits'),
    /** Of description. */
    translations: translations<TreeTranslations>(),
    /**
     * The tree's own words (weight A) and its farm's name and place: the site-wide search finds the trees
     * of Raub farms by 'raub', a farm's own tree list searches the tree's words only.
     */
    searchDocument: tsvector('search_document'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trees_farm_idx').on(t.farmId),
    index('trees_search_idx').using('gin', t.searchDocument),
    check('trees_expected_fruits_not_negative', sql`${t.expectedFruits} >= 0`),
  ],
);

/**
 * When a farm's fruit of one variety falls (docs/product/the-season.md). The variety is written as the farm's trees
 * and products write it and matched without regard to case. One farm's windows of a variety never share a day: the
 * service checks it under a lock on the farm's row, on both databases.
 */
export const harvestWindows = pgTable(
  'harvest_windows',
  {
    id: id(),
    farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'cascade' }),
    variety: text('variety').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    peakStartsOn: date('peak_starts_on'),
    peakEndsOn: date('peak_ends_on'),
    createdAt: createdAt(),
  },
  (t) => [
    index('harvest_windows_farm_idx').on(t.farmId, sql`lower(${t.variety})`, t.startsOn),
    check('harvest_windows_in_order', sql`${t.startsOn} <= ${t.endsOn}`),
    check(
      'harvest_windows_peak_inside',
      sql`(${t.peakStartsOn} is null and ${t.peakEndsOn} is null) or (${t.startsOn} <= ${t.peakStartsOn} and ${t.peakStartsOn} <= ${t.peakEndsOn} and ${t.peakEndsOn} <= ${t.endsOn})`,
    ),
  ],
);

export const treeMedia = pgTable(
  'tree_media',
  {
    treeId: uuid('tree_id').notNull().references(() => trees.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.treeId, t.fileId] })],
);

/** Care work on a farm or one of its trees, with photos, videos or voice notes. */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: id(),
    farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'cascade' }),
    treeId: uuid('tree_id').references(() => trees.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    description: text('description').notNull(),
    performedBy: text('performed_by').notNull().default('Farm Staff'),
    /** Of description and performedBy. */
    translations: translations<MaintenanceRecordTranslations>(),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_farm_idx').on(t.farmId), index('maintenance_tree_idx').on(t.treeId)],
);

export const maintenanceRecordFiles = pgTable(
  'maintenance_record_files',
  {
    recordId: uuid('record_id').notNull().references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.fileId] })],
);

export const galleryEntries = pgTable('gallery_entries', {
  id: id(),
  farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  createdAt: createdAt(),
});

export const galleryEntryFiles = pgTable(
  'gallery_entry_files',
  {
    entryId: uuid('entry_id').notNull().references(() => galleryEntries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.fileId] })],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    variety: text('variety').notNull().default('Mixed Variety'),
    /** Per unit, or per kilogram when `pricedBy` is 'kg' (docs/product/selling-by-weight.md). */
    priceSen: integer('price_sen').notNull(),
    discountPriceSen: integer('discount_price_sen'),
    pricedBy: text('priced_by', { enum: priceUnits }).notNull().default('unit'),
    stock: integer('stock').notNull().default(0),
    /** One unit's weight; a weight-priced fruit's range ends here and starts at `minWeightGrams`. */
    weightGrams: integer('weight_grams'),
    minWeightGrams: integer('min_weight_grams'),
    grade: text('grade', { enum: productGrades }),
    /** What the grade means, as the farm defines it. */
    gradeNote: text('grade_note'),
    form: text('form', { enum: productForms }).notNull().default('whole'),
    farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'restrict' }),
    treeId: uuid('tree_id').references(() => trees.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    seasonal: boolean('seasonal').notNull().default(false),
    available: boolean('available').notNull().default(true),
    /**
     * Not yet published: a draft shows in the console only, never to shoppers (no list, search, sitemap, page or
     * cart), until the admin publishes it (docs/product/admin-console.md). A duplicate starts as one.
     */
    draft: boolean('draft').notNull().default(false),
    size: text('size'),
    harvestDate: date('harvest_date'),
    storageRecommendations: text('storage_recommendations'),
    ripenessTimeline: text('ripeness_timeline'),
    nutritionalInfo: text('nutritional_info'),
    /** Of description, storageRecommendations, ripenessTimeline, nutritionalInfo, size and gradeNote. */
    translations: translations<ProductTranslations>(),
    /**
     * The product's own words (weight A) and its farm's name and place, so 'raub' finds the durians of
     * Raub farms through the index. Kept by triggers (a generated column cannot read the farm): on the
     * product's writes and on a farm's change of name or place.
     */
    searchDocument: tsvector('search_document'),
    /** Visible reviews only (docs/product/catalogue.md), kept by migration 0006's trigger on reviews; sorting by rating reads them. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingAverage: doublePrecision('rating_average').generatedAlwaysAs(
      sql`rating_sum::float8 / nullif(rating_count, 0)`,
    ),
    /** Soft delete: ordered products stay readable on old orders. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.priceSen} > 0`),
    // A weight-priced fruit always has its range, which the checkout charges the top of.
    check(
      'products_weight_range',
      sql`${t.pricedBy} = 'unit' or (${t.minWeightGrams} > 0 and ${t.minWeightGrams} <= ${t.weightGrams} and ${t.weightGrams} <= 20000)`,
    ),
    index('products_farm_idx').on(t.farmId),
    index('products_tree_idx').on(t.treeId),
    index('products_search_idx').using('gin', t.searchDocument),
    // One index per order the shop lists products in, each ending with the tie-break (newest, then id),
    // so a page is read in order and stops at its last row however large the catalogue. After the tie-break
    // (which decides every order alone) each also holds what the public condition and the sort's expression read
    // (farm, draft, the columns under coalesce or lower): a deep page (`skip`) walks the index alone to find its
    // ids, without reading the rows it skips (docs/decisions/047).
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft).where(sql`${t.deletedAt} is null`),
    index('products_featured_idx')
      .on(t.isFeatured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft)
      .where(sql`${t.deletedAt} is null`),
    index('products_price_asc_idx')
      .on(sql`coalesce(${t.discountPriceSen}, ${t.priceSen})`, t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft, t.discountPriceSen, t.priceSen)
      .where(sql`${t.deletedAt} is null`),
    index('products_price_desc_idx')
      .on(sql`coalesce(${t.discountPriceSen}, ${t.priceSen}) desc`, t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft, t.discountPriceSen, t.priceSen)
      .where(sql`${t.deletedAt} is null`),
    index('products_name_asc_idx')
      .on(sql`lower(${t.name})`, t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft, t.name)
      .where(sql`${t.deletedAt} is null`),
    index('products_name_desc_idx')
      .on(sql`lower(${t.name}) desc`, t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft, t.name)
      .where(sql`${t.deletedAt} is null`),
    // Unrated products as -1, as the rating sort reads it (modules/catalogue/product-order.ts).
    index('products_rating_idx')
      .on(sql`coalesce(${t.ratingAverage}, -1) desc`, t.createdAt.desc().nullsFirst(), t.id, t.farmId, t.draft, t.ratingAverage)
      .where(sql`${t.deletedAt} is null`),
    index('products_variety_idx').on(sql`lower(${t.variety})`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] })],
);

export const productMedia = pgTable(
  'product_media',
  {
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] })],
);

/**
 * The shop's daily e-mail of products running low (docs/product/admin-console.md, Notices): one row per Malaysian
 * day, inserted by the copy that sends that day's digest (INSERT … ON CONFLICT DO NOTHING), so several copies
 * send it once (decision record 021). A day whose row holds 0 found nothing low and sent nothing.
 */
export const lowStockDigests = pgTable('low_stock_digests', {
  day: date('day').primaryKey(),
  /** How many products the digest listed. */
  products: integer('products').notNull(),
  createdAt: createdAt(),
});
