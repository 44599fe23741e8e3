import { z } from 'zod';
import { MAX_FRUIT_WEIGHT_GRAMS, priceUnits } from '../pricing';
import { productForms, productGrades, productSorts } from '../shop-filters';
import { pagingQuerySchema, queryBooleanSchema, rmSchema } from './common';
import {
  categoryTranslationsSchema,
  contentLanguageSchema,
  farmTranslationsSchema,
  maintenanceRecordTranslationsSchema,
  productTranslationsSchema,
  textLimits,
  treeTranslationsSchema,
} from './content-translations';
import { mediaFileSchema } from './media';
import { mediaIdsSchema } from './media-ids';
import { seasonSchema } from './season';

export const farmVerificationStatuses = ['PENDING', 'VERIFIED', 'REJECTED'] as const;

// The grades and forms are declared with the shop's filters, which offer them without loading zod.
export { productForms, productGrades, type ProductForm, type ProductGrade } from '../shop-filters';

export const categorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** The admin's replies only: the Malay and Chinese texts as stored. */
  translations: categoryTranslationsSchema.optional(),
});
export type Category = z.infer<typeof categorySchema>;

export const farmSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  verificationStatus: z.enum(farmVerificationStatuses),
});

export const treeSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  variety: z.string(),
});

/** A category as a product card names it: the description is read on the category's own call. */
export const categorySummarySchema = categorySchema.pick({ id: true, name: true });

/**
 * A product as the lists show it (docs/decisions/025): what a card or a list row needs. Prices are RM numbers;
 * `salePrice` mirrors `discountPrice`. `media` holds the card's picture only (the first picture, when any).
 */
export const productListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  variety: z.string(),
  /** Per unit, or per kilogram when `pricedBy` is 'kg'. */
  price: rmSchema,
  discountPrice: rmSchema.nullable(),
  salePrice: rmSchema.nullable(),
  /** 'kg': a whole fruit priced by weight, weighed at packing, the difference refunded (docs/product/selling-by-weight.md). */
  pricedBy: z.enum(priceUnits),
  /** What one unit is charged at checkout: for a weight-priced product, the price per kg at `weight` (pricing.ts). */
  chargedPrice: rmSchema,
  stock: z.number().int(),
  /** Kilograms per unit; null when unknown ('Variable'). A weight-priced fruit's range ends here. */
  weight: z.number().nullable(),
  /** Where a weight-priced fruit's range starts, kg; null for a product priced per unit. */
  minWeight: z.number().nullable(),
  grade: z.enum(productGrades).nullable(),
  /** What the grade means, as the farm defines it. */
  gradeNote: z.string().nullable(),
  form: z.enum(productForms),
  farmId: z.uuid(),
  farm: farmSummarySchema,
  treeId: z.uuid().nullable(),
  tree: treeSummarySchema.nullable(),
  categories: z.array(categorySummarySchema),
  media: z.array(mediaFileSchema),
  isFeatured: z.boolean(),
  seasonal: z.boolean(),
  available: z.boolean(),
  /**
   * Not yet published: shown in the console only, never to shoppers (docs/product/admin-console.md); a
   * duplicate starts as one. Always false in what shoppers read.
   */
  draft: z.boolean(),
  /** The shopper can add it to the cart now: published, marked available and some left (buyable.ts). */
  buyable: z.boolean(),
  /** Grown on a certified farm (the shop's Organic filter). */
  isOrganic: z.boolean(),
  /** Average review rating, null when there are no reviews yet. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  size: z.string().nullable(),
  harvestDate: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** A product as its own page reads it: the card's fields with every picture, the categories and the long texts. */
export const productSchema = productListItemSchema.extend({
  categories: z.array(categorySchema),
  storageRecommendations: z.string().nullable(),
  ripenessTimeline: z.string().nullable(),
  nutritionalInfo: z.string().nullable(),
  /**
   * Its tree's next drop, else its farm's windows for its variety (docs/product/the-season.md); null for frozen
   * fruit, which is kept and sold all year.
   */
  season: seasonSchema.nullable(),
  /** The admin's replies only: the Malay and Chinese texts as stored (shoppers get them in the fields above). */
  translations: productTranslationsSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = pagingQuerySchema.extend({
  categoryId: z.uuid().optional(),
  farmId: z.uuid().optional(),
  treeId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  available: queryBooleanSchema.optional(),
  featured: queryBooleanSchema.optional(),
  seasonal: queryBooleanSchema.optional(),
  minPrice: z.coerce.number().min(0).max(1_000_000).optional(),
  maxPrice: z.coerce.number().min(0).max(1_000_000).optional(),
  /** Comma-joined variety names (as the metadata call lists them); a product matches any of them. */
  varieties: z.string().max(1000).optional(),
  /** 'true': products of certified farms (Organic); 'false': of the others (Conventional). */
  organic: queryBooleanSchema.optional(),
  /** Comma-joined grades (A,B); a product matches any of them. */
  grades: z.string().max(20).regex(/^[ABC](,[ABC])*$/, 'Grades are A, B or C').optional(),
  /** Comma-joined forms (whole,frozen); a product matches any of them. */
  forms: z.string().max(40).regex(/^(whole|flesh|frozen)(,(whole|flesh|frozen))*$/, 'Forms are whole, flesh or frozen').optional(),
  /** Newest first when absent (best match first when searching). */
  sort: z.enum(productSorts).optional(),
  /**
   * The page after this product in the list's order (keyset paging: what the shop's 'Load more' asks, as fast
   * deep in the catalogue as at its start); instead of skip, and not with search.
   */
  after: z.uuid().optional(),
  lang: contentLanguageSchema,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** Stock levels the console filters by: out (none left), low (at most the low-stock setting, out included), in stock. */
export const stockLevels = ['out', 'low', 'in'] as const;
export const adminProductSorts = [...productSorts, 'stock-asc', 'stock-desc'] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

/** The console's product table: the shop's filters over every product (any farm, available or not), and stock. */
export const adminProductListQuerySchema = productListQuerySchema.extend({
  stock: z.enum(stockLevels).optional(),
  sort: z.enum(adminProductSorts).optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const featuredProductsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(4),
  lang: contentLanguageSchema,
});

/** Product search of the search page (limit 100). */
export const productSearchQuerySchema = z.object({
  query: z.string().trim().min(1, 'Enter a search term').max(200),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  skip: z.coerce.number().int().min(0).max(100_000).default(0),
  lang: contentLanguageSchema,
});

/** Products from one tree (12 on the tree page). */
export const productsByTreeQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(12),
  lang: contentLanguageSchema,
});

/** The reviews page filters (docs/product/catalogue.md): verified purchases only, rating N and up; newest first. */
export const productReviewsQuerySchema = pagingQuerySchema.extend({
  minRating: z.coerce.number().int().min(1).max(5).optional(),
  /** Exactly this many stars ('5 Star Only'). */
  rating: z.coerce.number().int().min(1).max(5).optional(),
  verified: queryBooleanSchema.optional(),
  /** 'useful' ('All Reviews'): with photos first, then the longest, then the newest; 'recent': newest first. */
  sort: z.enum(['recent', 'useful']).default('recent'),
});

export const productListReplySchema = z.object({ data: z.array(productListItemSchema), total: z.number().int() });
export type ProductListReply = z.infer<typeof productListReplySchema>;

/** A price the owner sets, in RM. */
export const priceInputSchema = z.number().positive().max(100_000).multipleOf(0.01);

/** A weight a scale reads, in kg with up to 3 decimals (grams), at most 20 kg. */
export const kgInputSchema = z
  .number({ error: 'A weight is a number of kilograms' })
  .positive('A weight is more than 0 kg')
  .max(MAX_FRUIT_WEIGHT_GRAMS / 1000, 'A fruit weighs at most 20 kg')
  .multipleOf(0.001, 'A weight has at most 3 decimals (grams)');

/**
 * Admin product payload: price and sale price in RM (per kg when `pricedBy` is 'kg'), weight in kg per fruit
 * (a weight-priced fruit's range from `minWeight` to `weight`).
 */
export const productFieldsSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().min(1).max(textLimits.productDescription),
  price: priceInputSchema,
  discountPrice: priceInputSchema.nullable().optional(),
  pricedBy: z.enum(priceUnits).optional(),
  stock: z.number().int().min(0).max(1_000_000),
  weight: z.number().positive().max(100).nullable().optional(),
  minWeight: kgInputSchema.nullable().optional(),
  grade: z.enum(productGrades).nullable().optional(),
  gradeNote: z.string().trim().max(textLimits.productGradeNote).nullable().optional(),
  form: z.enum(productForms).optional(),
  farmId: z.uuid(),
  treeId: z.uuid().nullable().optional(),
  categoryIds: z.array(z.uuid()).max(50).optional(),
  isFeatured: z.boolean().optional(),
  seasonal: z.boolean().optional(),
  available: z.boolean().optional(),
  /** true keeps the product out of the shop as a draft; false publishes it. */
  draft: z.boolean().optional(),
  variety: z.string().trim().min(1).max(100).optional(),
  size: z.string().trim().max(textLimits.productSize).nullable().optional(),
  harvestDate: z.iso.date().nullable().optional(),
  storageRecommendations: z.string().trim().max(textLimits.productNote).nullable().optional(),
  ripenessTimeline: z.string().trim().max(textLimits.productNote).nullable().optional(),
  nutritionalInfo: z.string().trim().max(textLimits.productNote).nullable().optional(),
  translations: productTranslationsSchema.optional(),
  /** Pictures (file ids) in display order, the first the main one; when sent on update, replaces them. */
  mediaIds: mediaIdsSchema(20).optional(),
});

export const salePriceRule = {
  message: 'Sale price must be lower than the price',
  path: ['discountPrice'],
};

export const weightRangeRule = {
  message: 'A product priced per kg needs a weight range: a lowest weight up to its weight, at most 20 kg',
  path: ['minWeight'],
};

/**
 * A weight-priced product has a range from `minWeight` up to `weight` (at most 20 kg); the server checks the
 * stored fields too when only some are sent.
 */
export const hasValidWeightRange = (p: { pricedBy?: 'unit' | 'kg'; weight?: number | null; minWeight?: number | null }) =>
  p.pricedBy !== 'kg' ||
  (p.weight != null && p.minWeight != null && p.minWeight <= p.weight && p.weight <= MAX_FRUIT_WEIGHT_GRAMS / 1000);

/** A sale price, when there is one, is under the price (the server checks it against the stored price too). */
export const hasValidSalePrice = (p: { price?: number; discountPrice?: number | null }) =>
  p.discountPrice == null || p.price === undefined || p.discountPrice < p.price;

// Copies: zod moves a refinement's `message` out of the object it is given, and the server throws these messages too.
export const createProductBodySchema = productFieldsSchema
  .refine(hasValidSalePrice, { ...salePriceRule })
  .refine(hasValidWeightRange, { ...weightRangeRule });
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

/** Partial update; the server checks the sale price against the stored price when only one of them is sent. */
export const updateProductBodySchema = productFieldsSchema
  .partial()
  .refine(hasValidSalePrice, { ...salePriceRule });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

/**
 * A farm as the lists show it (docs/decisions/025): what a farm card or a row of the farms table needs, with
 * its first picture only in `media`.
 */
export const farmListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  state: z.string(),
  description: z.string(),
  media: z.array(mediaFileSchema),
  verificationStatus: z.enum(farmVerificationStatuses),
  /** Why the shop rejected the farm; only on farms shoppers cannot see (null once verified). */
  verificationNote: z.string().nullable(),
  isCertified: z.boolean(),
  specialties: z.array(z.string()),
  rating: z.number(),
  reviewCount: z.number().int(),
  treeCount: z.number().int(),
  varietyCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type FarmListItem = z.infer<typeof farmListItemSchema>;

/** A farm as its own page reads it: the list's fields with every picture, its story, practices and contacts. */
export const farmSchema = farmListItemSchema.extend({
  story: z.string().nullable(),
  cultivationPractices: z.string().nullable(),
  foundedDate: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  /** Over all the farm's harvest windows: in season when any variety is (docs/product/the-season.md). */
  season: seasonSchema,
  /** The admin's replies only: the Malay and Chinese texts as stored. */
  translations: farmTranslationsSchema.optional(),
});
export type Farm = z.infer<typeof farmSchema>;

/** Farms list sort (docs/product/catalogue.md): rating (highest first), name, newest. */
export const farmSortOptions = ['rating', 'name', 'newest'] as const;

export const farmListQuerySchema = pagingQuerySchema.extend({
  farmId: z.uuid().optional(),
  search: z.string().trim().max(200).optional(),
  /** VERIFIED when absent; another status, or ALL, only for the admin. */
  verificationStatus: z.enum([...farmVerificationStatuses, 'ALL']).optional(),
  /** Comma-joined specialty names; a farm matches when it has any of them. */
  specialties: z.string().max(500).optional(),
  state: z.string().trim().max(100).optional(),
  certified: queryBooleanSchema.optional(),
  /** Rating (then name) when absent; the best match first when searching. */
  sort: z.enum(farmSortOptions).optional(),
  lang: contentLanguageSchema,
});
export type FarmListQuery = z.infer<typeof farmListQuerySchema>;
export const farmListReplySchema = z.object({
  items: z.array(farmListItemSchema),
  meta: z.object({ totalCount: z.number().int() }),
});
export type FarmListReply = z.infer<typeof farmListReplySchema>;

export const maintenanceRecordSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  description: z.string(),
  performedBy: z.string(),
  treeId: z.uuid().nullable(),
  files: z.array(mediaFileSchema),
  /** The admin's replies only: the Malay and Chinese texts as stored. */
  translations: maintenanceRecordTranslationsSchema.optional(),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

/** A tree as the search page's list shows it (docs/decisions/025): no care records, its first picture only. */
export const treeListItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  variety: z.string(),
  /** The spec reads the variety as type.name. */
  type: z.object({ name: z.string() }),
  height: z.number().nullable(),
  trunkSize: z.number().nullable(),
  plantedYear: z.number().int().nullable(),
  description: z.string().nullable(),
  media: z.array(mediaFileSchema),
  farmId: z.uuid(),
  farm: farmSummarySchema,
});
export type TreeListItem = z.infer<typeof treeListItemSchema>;

/** A tree with every picture and its care records; a farm's tree list answers these too (the console edits from it). */
export const treeSchema = treeListItemSchema.extend({
  maintenanceRecords: z.array(maintenanceRecordSchema),
  /** The day the farm expects this tree's next fruit to fall; null when it has not said. */
  nextDropOn: z.iso.date().nullable(),
  /** How many fruits the farm expects of that drop; null when it has not said. */
  expectedFruits: z.number().int().nullable(),
  /** The tree's next drop while it is ahead, else its farm's windows for its variety (docs/product/the-season.md). */
  season: seasonSchema,
  /** The admin's replies only: the Malay and Chinese texts as stored. */
  translations: treeTranslationsSchema.optional(),
});
export type Tree = z.infer<typeof treeSchema>;

export const farmTreesQuerySchema = pagingQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  variety: z.string().trim().max(100).optional(),
  lang: contentLanguageSchema,
});
export const farmTreesReplySchema = z.object({ data: z.array(treeSchema), total: z.number().int() });
export type FarmTreesReply = z.infer<typeof farmTreesReplySchema>;

/** The shop's public answer under a review (docs/product/catalogue.md). */
export const shopReplySchema = z.object({ text: z.string(), repliedAt: z.iso.datetime({ offset: true }) });
export type ShopReply = z.infer<typeof shopReplySchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  orderId: z.uuid().nullable(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  comment: z.string(),
  user: z.object({ displayName: z.string() }),
  verifiedPurchase: z.boolean(),
  /** The buyer's photos, at most 3 (docs/product/catalogue.md). */
  media: z.array(mediaFileSchema),
  /** Null until the shop replies. */
  shopReply: shopReplySchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Review = z.infer<typeof reviewSchema>;

export const galleryEntrySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  files: z.array(mediaFileSchema),
});
export type GalleryEntry = z.infer<typeof galleryEntrySchema>;
export const galleryReplySchema = z.object({ entries: z.array(galleryEntrySchema) });
export type GalleryReply = z.infer<typeof galleryReplySchema>;

export const categoryBodySchema = z.object({
  name: z.string().trim().min(1).max(textLimits.categoryName),
  description: z.string().trim().max(textLimits.categoryDescription).nullable().optional(),
  translations: categoryTranslationsSchema.optional(),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;
export const updateCategoryBodySchema = categoryBodySchema.partial();

/** What the shop's filters are built from: the catalogue's varieties and its price range (RM). */
export const catalogueMetadataSchema = z.object({
  varieties: z.array(z.object({ name: z.string(), count: z.number().int() })),
  priceRange: z.object({ min: z.number(), max: z.number() }),
});
export type CatalogueMetadata = z.infer<typeof catalogueMetadataSchema>;

/** GET /durian/search: products, farms and trees found by the server's full-text search. */
export const searchQuerySchema = z.object({
  q: z.string().trim().min(1).max(200),
  take: z.coerce.number().int().min(1).max(100).default(100),
  lang: contentLanguageSchema,
});
export const searchReplySchema = z.object({
  products: productListReplySchema,
  farms: z.object({ items: z.array(farmListItemSchema), total: z.number().int() }),
  trees: z.object({ data: z.array(treeListItemSchema), total: z.number().int() }),
});
export type SearchReply = z.infer<typeof searchReplySchema>;
