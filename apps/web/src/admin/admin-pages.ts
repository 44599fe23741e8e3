import type { ComponentType } from 'react';

/**
 * The console's pages by their route in @durio/shared/page-routes, each its own chunk. They are imported here, not in
 * router.tsx, so that each page's import and the list of files Vite preloads with it travel in this small chunk
 * that only the console loads, not in the first script of every shop page.
 */
export const adminPages = {
  admin: async () => (await import('./dashboard/dashboard-page')).DashboardPage,
  adminOrders: async () => (await import('./orders/orders-page')).AdminOrdersPage,
  adminOrder: async () => (await import('./orders/order-page')).AdminOrderPage,
  adminDeliveries: async () => (await import('./deliveries/deliveries-page')).AdminDeliveriesPage,
  adminProducts: async () => (await import('./products/products-page')).AdminProductsPage,
  adminNewProduct: async () => (await import('./products/product-page')).AdminProductPage,
  adminProduct: async () => (await import('./products/product-page')).AdminProductPage,
  adminCategories: async () => (await import('./categories/categories-page')).AdminCategoriesPage,
  adminFarms: async () => (await import('./farms/farms-page')).AdminFarmsPage,
  adminNewFarm: async () => (await import('./farms/farm-page')).AdminFarmPage,
  adminFarm: async () => (await import('./farms/farm-page')).AdminFarmPage,
  adminDropoffPoints: async () => (await import('./dropoff-points/dropoff-points-page')).AdminDropoffPointsPage,
  adminDeliveryZones: async () => (await import('./delivery-zones/delivery-zones-page')).AdminDeliveryZonesPage,
  adminCustomers: async () => (await import('./customers/customers-page')).AdminCustomersPage,
  adminCustomer: async () => (await import('./customers/customer-page')).AdminCustomerPage,
  adminReviews: async () => (await import('./reviews/reviews-page')).AdminReviewsPage,
  adminClaims: async () => (await import('./claims/claims-page')).AdminClaimsPage,
  adminVouchers: async () => (await import('./vouchers/vouchers-page')).AdminVouchersPage,
  adminPromotions: async () => (await import('./promotions/promotions-page')).AdminPromotionsPage,
  adminSettings: async () => (await import('./settings/settings-page')).AdminSettingsPage,
  adminJobs: async () => (await import('./jobs/jobs-page')).AdminJobsPage,
  adminStaff: async () => (await import('./staff/staff-page')).AdminStaffPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPageRoute = keyof typeof adminPages;
