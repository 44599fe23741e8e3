import type { QueryValue } from '@durio/shared/search-params';
import { deliveryZonesQueryKey } from '@/features/cart/api/get-delivery-zones';
import { shopSettingsQueryOptions } from '@/features/cart/api/get-shop-settings';
import { farmQueryOptions } from '@/features/farms/api/get-farm';
import { farmTreesQueryOptions } from '@/features/farms/api/list-farm-trees';
import { dropoffPointsQueryOptions } from '@/features/orders/api/list-dropoff-points';
import { ordersQueryKey } from '@/features/orders/api/list-orders';
import { preorderOfferKey } from '@/features/preorders/api/get-preorder-offer';
import { farmPreorderOffersKey } from '@/features/preorders/api/list-farm-preorder-offers';
import { treePreorderOffersKey } from '@/features/preorders/api/list-tree-preorder-offers';

/*
 * The keys of every console query, one factory per area, all under 'admin'. They live here rather than in each
 * area because a write in one area changes what others show (an order move changes the dashboard, a hidden review
 * the customer's page), and an area imports no other area: each write names the keys it changes from here.
 * A key says what the data is, whichever screen reads it: the customer's orders are a list of adminOrdersKeys,
 * so every write to an order reaches them.
 */

type Params = Record<string, QueryValue>;

const admin = ['admin'] as const;

export const adminDashboardKeys = {
  all: [...admin, 'dashboard'] as const,
  /** What shoppers wait to be told about (docs/product/the-season.md, "Tell me when"). */
  waitingAlerts: () => [...adminDashboardKeys.all, 'waiting-alerts'] as const,
};

export const adminOrdersKeys = {
  all: [...admin, 'orders'] as const,
  lists: () => [...adminOrdersKeys.all, 'list'] as const,
  list: (params: Params) => [...adminOrdersKeys.lists(), params] as const,
  detail: (id: string) => [...adminOrdersKeys.all, 'detail', id] as const,
  /** How many wait to be packed: the sidebar's badge and the tab's title. */
  waitingCount: () => [...adminOrdersKeys.all, 'waiting-count'] as const,
};

export const adminProductsKeys = {
  all: [...admin, 'products'] as const,
  lists: () => [...adminProductsKeys.all, 'list'] as const,
  list: (params: Params) => [...adminProductsKeys.lists(), params] as const,
  detail: (id: string) => [...adminProductsKeys.all, 'detail', id] as const,
};

export const adminCategoriesKeys = {
  all: [...admin, 'categories'] as const,
};

/** A farm, and what hangs from it: its trees, care records, gallery, harvest windows and the storage its files take. */
export const adminFarmsKeys = {
  all: [...admin, 'farms'] as const,
  lists: () => [...adminFarmsKeys.all, 'list'] as const,
  list: (params: Params) => [...adminFarmsKeys.lists(), params] as const,
  detail: (id: string) => [...adminFarmsKeys.all, 'detail', id] as const,
  storageUsage: (farmId: string) => [...adminFarmsKeys.all, 'storage-usage', farmId] as const,
  trees: (farmId: string) => [...adminFarmsKeys.all, 'trees', farmId] as const,
  treeList: (farmId: string, params: Params) => [...adminFarmsKeys.trees(farmId), params] as const,
  /** A tree by its id alone (the tree picker's chosen tree). */
  tree: (treeId: string) => [...adminFarmsKeys.all, 'tree', treeId] as const,
  records: (farmId: string) => [...adminFarmsKeys.all, 'records', farmId] as const,
  recordList: (farmId: string, params: Params) => [...adminFarmsKeys.records(farmId), params] as const,
  gallery: (farmId: string) => [...adminFarmsKeys.all, 'gallery', farmId] as const,
  /** When the farm's fruit falls, variety by variety (docs/product/the-season.md). */
  harvestWindows: (farmId: string) => [...adminFarmsKeys.all, 'harvest-windows', farmId] as const,
  /** Its trees' next drops, and its varieties', offered for pre-order (docs/product/the-season.md, Pre-orders). */
  preorderOffers: (farmId: string) => [...adminFarmsKeys.all, 'preorder-offers', farmId] as const,
  /** One offer's pre-orders and drops. */
  offerPreorders: (offerId: string) => [...adminFarmsKeys.all, 'offer-preorders', offerId] as const,
};

export const adminDropoffPointsKeys = {
  all: [...admin, 'dropoff-points'] as const,
};

export const adminDeliveryZonesKeys = {
  all: [...admin, 'delivery-zones'] as const,
  /** The days the shop closed for every zone (docs/product/delivery.md, "The owner's day"). */
  closedDates: () => [...adminDeliveryZonesKeys.all, 'closed-dates'] as const,
};

/**
 * The delivery calendar (each run's bookings against its capacity) and a day's run sheet: a zone's runs, a closed day
 * and an order moved to another run change them (docs/product/delivery.md, "The owner's day").
 */
export const adminDeliveriesKeys = {
  all: [...admin, 'deliveries'] as const,
  calendar: (from: string, days: number) => [...adminDeliveriesKeys.all, 'calendar', from, days] as const,
  runSheet: (date: string) => [...adminDeliveriesKeys.all, 'run-sheet', date] as const,
};

export const adminCustomersKeys = {
  all: [...admin, 'customers'] as const,
  list: (params: Params) => [...adminCustomersKeys.all, 'list', params] as const,
  detail: (id: string) => [...adminCustomersKeys.all, 'detail', id] as const,
};

export const adminClaimsKeys = {
  all: [...admin, 'claims'] as const,
  list: (status: string) => [...adminClaimsKeys.all, 'list', status] as const,
};

/** The owner's voucher codes with their uses (docs/product/fees.md, "Discounts"). */
export const adminVouchersKeys = {
  all: [...admin, 'vouchers'] as const,
};

/** The owner's automatic promotions with what they brought (docs/product/fees.md, "Discounts"). */
export const adminPromotionsKeys = {
  all: [...admin, 'promotions'] as const,
};

/** A customer's store credit (docs/product/store-credit.md). */
export const adminCreditKeys = {
  of: (customerId: string) => [...admin, 'credit', customerId] as const,
};

export const adminReviewsKeys = {
  all: [...admin, 'reviews'] as const,
  list: (params: Params) => [...adminReviewsKeys.all, 'list', params] as const,
};

export const adminSettingsKeys = {
  all: [...admin, 'settings'] as const,
};

export const adminJobsKeys = {
  all: [...admin, 'jobs'] as const,
};

/** The history panel of one object: `entity` as the server records it ('product', 'maintenance record'). */
export const adminHistoryKeys = {
  of: (entity: string, entityId: string) => [...admin, 'history', entity, entityId] as const,
  page: (entity: string, entityId: string, params: Params) => [...adminHistoryKeys.of(entity, entityId), params] as const,
};

/**
 * The storefront's queries that show what the console writes, by the start of their keys (features/<area>/api):
 * an admin who looks at the shop after a change sees it at once, not after the shop's data grows stale.
 */
export const storefrontKeys = {
  /** Lists, pages, featured, details, metadata, reviews and a tree's products (features/catalogue, features/farms). */
  products: ['products'] as const,
  /** Lists, details, trees, care records and galleries of farms (features/farms, features/catalogue). */
  farms: ['farms'] as const,
  trees: ['trees'] as const,
  search: ['search'] as const,
  /** The harvest calendar and farms' harvest windows (features/season). */
  season: ['season'] as const,
  /** One product's, farm's, tree's own page, and a farm's trees: what says where fruit stands in its season. */
  productDetails: ['products', 'detail'] as const,
  treeDetails: ['trees', 'detail'] as const,
  farm: (farmId: string) => farmQueryOptions(farmId).queryKey,
  farmTrees: (farmId: string) => farmTreesQueryOptions(farmId).queryKey,
  /** The offers a tree's and a farm's page show with the fruits left, and the one a pre-order checkout shows. */
  treePreorderOffers: treePreorderOffersKey,
  farmPreorderOffers: farmPreorderOffersKey,
  preorderOffer: preorderOfferKey,
  dropoffPoints: dropoffPointsQueryOptions().queryKey,
  /** Every language's zones: the fee the cart and checkout charge, and the Shipping Policy's list (docs/product/delivery.md). */
  deliveryZones: deliveryZonesQueryKey,
  shopSettings: shopSettingsQueryOptions().queryKey,
  /** The signed-in shopper's own orders: the admin's, when the admin shops too. */
  orders: ordersQueryKey,
};

/** Everything the shop shows of its catalogue: a product, farm, tree or category write changes some of it. */
export const storefrontCatalogueKeys = [storefrontKeys.products, storefrontKeys.farms, storefrontKeys.trees, storefrontKeys.search] as const;

/** The owner's staff and their open invitations (docs/product/staff.md). */
export const adminStaffKeys = {
  all: [...admin, 'staff'] as const,
};
