import { pagePath, pageRoutes as page } from '@durio/shared/page-routes';

/**
 * The admin console's own pages, by @durio/shared/page-routes (the shop's are `paths` in src/lib/paths.ts). Here,
 * in the console's chunks, so a shopper's first visit does not download them.
 */
export const adminPaths = {
  dashboard: page.admin.path,
  orders: page.adminOrders.path,
  order: (id: string) => pagePath(page.adminOrder, { id }),
  /** The orders to deliver on a day, in one of its runs when given (docs/product/delivery.md, "The owner's day"). */
  ordersToDeliver: (date: string, slotId?: string) =>
    `${page.adminOrders.path}?${new URLSearchParams({ deliveryDay: date, ...(slotId ? { run: slotId } : {}) })}`,
  /** The delivery calendar from a day, and the run sheet of a day. */
  deliveries: page.adminDeliveries.path,
  products: page.adminProducts.path,
  newProduct: page.adminNewProduct.path,
  product: (id: string) => pagePath(page.adminProduct, { id }),
  categories: page.adminCategories.path,
  farms: page.adminFarms.path,
  newFarm: page.adminNewFarm.path,
  farm: (id: string) => pagePath(page.adminFarm, { id }),
  dropoffPoints: page.adminDropoffPoints.path,
  deliveryZones: page.adminDeliveryZones.path,
  customers: page.adminCustomers.path,
  customer: (id: string) => pagePath(page.adminCustomer, { id }),
  reviews: page.adminReviews.path,
  claims: page.adminClaims.path,
  vouchers: page.adminVouchers.path,
  promotions: page.adminPromotions.path,
  settings: page.adminSettings.path,
  jobs: page.adminJobs.path,
  staff: page.adminStaff.path,
} as const;
