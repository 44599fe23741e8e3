import { sql } from 'drizzle-orm';
import { languages } from '@durio/shared/languages';
import type {
  FarmTranslations,
  MaintenanceRecordTranslations,
  ProductTranslations,
  TreeTranslations,
} from '@durio/shared/schemas/content-translations';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money columns are integer sen (DESIGN: Money); weights are integer grams. */
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A full-text search document, kept by PostgreSQL's triggers (migrations 0006, 0007 and 0012) in the 'simple'
 * configuration, which does no stemming and suits Malay place and variety names ('Raub', 'Musang King');
 * searches match word prefixes (modules/catalogue/search-terms.ts). Chinese text is held as overlapping
 * character pairs too (han_bigrams(), migration 0012), as PostgreSQL does not split it into words.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The Malay and Chinese versions of a row's translatable texts (DECISIONS §8, decision record 024):
 * `{ "ms": { field: text }, "zh": { field: text } }`, only non-empty texts; a field without one reads in English.
 */
const translations = <T extends object>() => jsonb('translations').$type<T>().notNull().default({} as T);

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  displayName: text('display_name').notNull(),
  phone: text('phone'),
  role: text('role', { enum: ['CUSTOMER', 'ADMIN'] }).notNull().default('CUSTOMER'),
  /** The language of the customer's e-mails (DECISIONS §8): the page's at registration, then the profile's. */
  language: text('language', { enum: languages }).notNull().default('en'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Opaque refresh tokens, stored only as SHA-256 hashes. One `familyId` per sign-in: rotation spends a
 * token and issues the next in the same family; presenting a spent token revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** A smaller WebP copy of a stored picture, for srcset. */
export interface FileVariant {
  width: number;
  height: number;
  key: string;
}

/**
 * A stored picture, video or audio file (DECISIONS §9). `thumbnailKey` is a small WebP for pictures and
 * `variants` its smaller copies; `storedBytes` counts all of them with the original.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key'),
    variants: jsonb('variants').$type<FileVariant[]>().notNull().default([]),
    mimeType: text('mime_type').notNull(),
    caption: text('caption'),
    folder: text('folder').notNull().default('general'),
    farmId: uuid('farm_id').references((): AnyPgColumn => farms.id, { onDelete: 'set null' }),
    sizeBytes: integer('size_bytes').notNull().default(0),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_folder_created_idx').on(t.folder, t.createdAt),
    index('files_farm_idx').on(t.farmId),
    index('files_uploaded_by_idx').on(t.uploadedBy, t.createdAt),
  ],
);

/**
 * A direct upload prepared but not completed yet: the client sends the bytes to storage itself (large
 * videos), then completes it. Removed, with whatever arrived, 24 hours after it was prepared.
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: id(),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    folder: text('folder').notNull(),
    farmId: uuid('farm_id').references((): AnyPgColumn => farms.id, { onDelete: 'set null' }),
    caption: text('caption'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** SHA-256 of the single-use token of the server's own upload URL (local disk); null with S3. */
    tokenHash: text('token_hash'),
    /** When the server's own upload URL took the bytes; it takes them once. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_created_idx').on(t.createdAt)],
);

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull().unique(),
  description: text('description'),
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
  verificationStatus: text('verification_status', { enum: ['PENDING', 'VERIFIED', 'REJECTED'] })
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
    /** Of description. */
    translations: translations<TreeTranslations>(),
    /**
     * The tree's own words (weight A) and its farm's name and place: the site-wide search finds the trees
     * of Raub farms by 'raub', a farm's own tree list searches the tree's words only.
     */
    searchDocument: tsvector('search_document'),
    createdAt: createdAt(),
  },
  (t) => [index('trees_farm_idx').on(t.farmId), index('trees_search_idx').using('gin', t.searchDocument)],
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
    /** Of description. */
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
    priceSen: integer('price_sen').notNull(),
    discountPriceSen: integer('discount_price_sen'),
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams'),
    farmId: uuid('farm_id').notNull().references(() => farms.id, { onDelete: 'restrict' }),
    treeId: uuid('tree_id').references(() => trees.id, { onDelete: 'set null' }),
    isFeatured: boolean('is_featured').notNull().default(false),
    seasonal: boolean('seasonal').notNull().default(false),
    available: boolean('available').notNull().default(true),
    size: text('size'),
    harvestDate: date('harvest_date'),
    storageRecommendations: text('storage_recommendations'),
    ripenessTimeline: text('ripeness_timeline'),
    nutritionalInfo: text('nutritional_info'),
    /** Of description, storageRecommendations, ripenessTimeline and nutritionalInfo. */
    translations: translations<ProductTranslations>(),
    /**
     * The product's own words (weight A) and its farm's name and place, so 'raub' finds the durians of
     * Raub farms through the index. Kept by triggers (a generated column cannot read the farm): on the
     * product's writes and on a farm's change of name or place.
     */
    searchDocument: tsvector('search_document'),
    /** Visible reviews only (DECISIONS §3), kept by migration 0006's trigger on reviews; sorting by rating reads them. */
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
    index('products_farm_idx').on(t.farmId),
    index('products_tree_idx').on(t.treeId),
    index('products_search_idx').using('gin', t.searchDocument),
    // One index per order the shop lists products in, each ending with the tie-break (newest, then id),
    // so a page is read in order and stops at its last row however large the catalogue.
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.deletedAt} is null`),
    index('products_featured_idx').on(t.isFeatured.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.deletedAt} is null`),
    index('products_price_asc_idx')
      .on(sql`coalesce(${t.discountPriceSen}, ${t.priceSen})`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_price_desc_idx')
      .on(sql`coalesce(${t.discountPriceSen}, ${t.priceSen}) desc`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    index('products_name_asc_idx').on(sql`lower(${t.name})`, t.createdAt.desc().nullsFirst(), t.id).where(sql`${t.deletedAt} is null`),
    index('products_name_desc_idx')
      .on(sql`lower(${t.name}) desc`, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`${t.deletedAt} is null`),
    // Unrated products as -1, as the rating sort reads it (modules/catalogue/product-order.ts).
    index('products_rating_idx')
      .on(sql`coalesce(${t.ratingAverage}, -1) desc`, t.createdAt.desc().nullsFirst(), t.id)
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

export const carts = pgTable('carts', {
  id: id(),
  userId: uuid('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_idx').on(t.cartId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    // At most one default per user; the service keeps it at exactly one.
    uniqueIndex('shipping_addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const dropoffPoints = pgTable('dropoff_points', {
  id: id(),
  name: text('name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2'),
  city: text('city').notNull(),
  state: text('state').notNull(),
  postalCode: text('postal_code').notNull(),
  /** When customers may collect, as the pickup e-mail says it ('Mon–Sat 9am–6pm'). */
  openingHours: text('opening_hours'),
  phone: text('phone'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The address an order ships to or is picked up from, copied at checkout so later edits don't change it. */
export interface AddressSnapshot {
  name: string;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  phone?: string | null;
}

export const ONE_PENDING_ORDER_INDEX = 'orders_one_pending_per_user_idx';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Null once the customer's personal data has been erased; the order stays for the books. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', {
      enum: ['PENDING', 'PAID', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED'],
    })
      .notNull()
      .default('PENDING'),
    paymentStatus: text('payment_status', { enum: ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] })
      .notNull()
      .default('PENDING'),
    isPickup: boolean('is_pickup').notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>(),
    dropoffPointId: uuid('dropoff_point_id').references(() => dropoffPoints.id, { onDelete: 'set null' }),
    dropoffPoint: jsonb('dropoff_point').$type<AddressSnapshot>(),
    subtotalSen: integer('subtotal_sen').notNull(),
    deliveryFeeSen: integer('delivery_fee_sen').notNull(),
    handlingFeeSen: integer('handling_fee_sen').notNull(),
    taxSen: integer('tax_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
    notes: text('notes'),
    specialInstructions: text('special_instructions'),
    trackingNumber: text('tracking_number'),
    shippingCarrier: text('shipping_carrier'),
    /** An unpaid order expires (and gives its stock back) at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_expires_idx').on(t.status, t.expiresAt),
    // A customer has at most one unpaid order: a new checkout replaces the older (DECISIONS §5), and two
    // checkouts at once cannot both stay.
    uniqueIndex(ONE_PENDING_ORDER_INDEX).on(t.userId).where(sql`${t.status} = 'PENDING'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    farmName: text('farm_name').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The customer-visible history of an order ("Order Updates"). */
export const orderUpdates = pgTable(
  'order_updates',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    message: text('message').notNull(),
    updatedBy: text('updated_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_updates_order_idx').on(t.orderId)],
);

export const orderUpdateFiles = pgTable(
  'order_update_files',
  {
    updateId: uuid('update_id').notNull().references(() => orderUpdates.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.fileId] })],
);

/** One gateway order per payment attempt; `gatewayOrderId` is the paymentIntentId the web app holds. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['sandbox', 'curlec'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull().default('MYR'),
    status: text('status', { enum: ['PENDING', 'PAID', 'FAILED', 'REFUNDED'] }).notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    refundId: text('refund_id'),
    /**
     * When the reconciler (flows/reconcile-payments.ts) next asks the gateway about this attempt, or
     * gives back its money; null once nothing is left to settle. Also a lease: a process working on the
     * attempt moves it ahead, so no other process touches the attempt meanwhile.
     */
    reconcileAt: timestamp('reconcile_at', { withTimezone: true }),
    /** Checks made so far, for the back-off between them. */
    reconcileChecks: integer('reconcile_checks').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_reconcile_idx').on(t.reconcileAt).where(sql`${t.reconcileAt} is not null`),
  ],
);

/** Webhook event ids already applied, so a replayed event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  gateway: text('gateway').notNull(),
  eventType: text('event_type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The built-in sandbox gateway's own ledger: what a real gateway would remember about payments. */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text('id').primaryKey(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountSen: integer('amount_sen').notNull(),
    status: text('status', { enum: ['captured', 'failed', 'refunded'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.gatewayOrderId)],
);

/**
 * The sandbox gateway's webhooks waiting to be sent, written with the payment they report, so a restart
 * (or another process) sends them; a real gateway keeps such a queue on its side. Deleted once delivered.
 */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    /** The event id (`X-Razorpay-Event-Id`): every resend of one event carries the same id. */
    id: text('id').primaryKey(),
    payload: text('payload').notNull(),
    signature: text('signature').notNull(),
    /** When it is next sent; also the lease of the process sending it. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_webhooks_due_idx').on(t.dueAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    /** The delivered order the reviewer bought the product in; null only for imported reviews. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    review: text('review').notNull(),
    /** Hidden by the admin (DECISIONS §3): shown nowhere, counted in no rating. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    uniqueIndex('reviews_order_product_idx').on(t.orderId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
  ],
);

/** A review's photos (at most 3, DECISIONS §5), in the order the customer chose. */
export const reviewFiles = pgTable(
  'review_files',
  {
    reviewId: uuid('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.fileId] }), uniqueIndex('review_files_file_idx').on(t.fileId)],
);

export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['farm', 'tree', 'product'] }).notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('favourites_user_target_idx').on(t.userId, t.type, t.targetId)],
);

/** One row (id = 1): the fees and tax rate of DECISIONS §4, editable by the admin. */
export const shopSettings = pgTable('shop_settings', {
  id: integer('id').primaryKey().default(1),
  deliveryFeeSen: integer('delivery_fee_sen').notNull().default(1500),
  freeDeliveryOverSen: integer('free_delivery_over_sen').notNull().default(10000),
  handlingFeeLightSen: integer('handling_fee_light_sen').notNull().default(1000),
  handlingFeeHeavySen: integer('handling_fee_heavy_sen').notNull().default(2000),
  handlingWeightLimitGrams: integer('handling_weight_limit_grams').notNull().default(2000),
  taxRateBps: integer('tax_rate_bps').notNull().default(700),
  /** A product with this many or fewer left is 'low stock' on the dashboard. */
  lowStockLevel: integer('low_stock_level').notNull().default(5),
  /** Where 'this season' starts on the dashboard; null means the latest 1 June (the main durian season). */
  seasonStart: date('season_start'),
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

/**
 * Single-use links sent by e-mail (verify address, reset password). Only the SHA-256 hash of the token is
 * stored, so a database leak does not hand out working links.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Outgoing e-mail, written in the same transaction as the change it reports and sent after commit, so a
 * mail failure never loses the change and a crash never loses the mail (it is retried from here).
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Messages sent through the Contact page; each is also e-mailed to the shop. */
export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Push-message tokens of a user's devices (POST /user-profile/installation). */
export const pushInstallations = pgTable(
  'push_installations',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    platform: text('platform'),
    createdAt: createdAt(),
  },
  (t) => [index('push_installations_user_idx').on(t.userId)],
);

/**
 * Every change an admin makes (DECISIONS §6): who, what, when, and the object before and after, shown on the
 * object's page as its history. Written in the transaction of the change.
 */
export const adminChanges = pgTable(
  'admin_changes',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name when the change was made, kept if the account goes. */
    actorName: text('actor_name').notNull(),
    /** 'product', 'farm', 'tree', 'maintenance record', 'gallery entry', 'order', 'review', 'settings', … */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** 'created', 'updated', 'deleted', 'archived', 'hidden', 'shown', 'moved to SHIPPED', … */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_changes_entity_idx').on(t.entity, t.entityId, t.createdAt), index('admin_changes_created_idx').on(t.createdAt)],
);

/**
 * The shop's background jobs (background-jobs.ts, decision record 021): when each last ran, on which copy,
 * what it did and what last failed, for the admin's 'Background jobs' page. One row per job, updated by
 * every run on any copy.
 */
export const backgroundJobs = pgTable('background_jobs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }).notNull(),
  /** The copy that ran it last (host:pid). */
  lastCopy: text('last_copy').notNull(),
  /** What the last run did, as the job reports it ({ sent: 2, retrying: 0 }, a count, …); null when it failed. */
  lastOutcome: jsonb('last_outcome'),
  lastWorkedAt: timestamp('last_worked_at', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/** The runs that did something or failed (a run that found nothing due is counted, not kept); the latest 100 of each job. */
export const backgroundJobRuns = pgTable(
  'background_job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    copy: text('copy').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    outcome: jsonb('outcome'),
    error: text('error'),
  },
  (t) => [index('background_job_runs_job_idx').on(t.job, t.startedAt)],
);
