const q = encodeURIComponent;

/**
 * The admin console's API calls, relative to /api/v1 (the shop's own are `apiPaths` in src/lib/paths.ts). Here,
 * in the console's chunks, so a shopper's first visit does not download them.
 */
export const adminApiPaths = {
  dashboard: '/durian/admin/dashboard',
  changes: '/durian/admin/changes',
  orders: '/durian/orders/admin/all',
  ordersExport: '/durian/orders/admin/export',
  ordersBulkMoves: '/durian/orders/admin/bulk-moves',
  productsExport: '/durian/products/admin/export',
  productsImportPreview: '/durian/products/admin/import/preview',
  productsImport: '/durian/products/admin/import',
  ordersWaitingCount: '/durian/orders/admin/waiting-count',
  order: (id: string) => `/durian/orders/admin/${q(id)}`,
  orderNotes: (id: string) => `/durian/orders/admin/${q(id)}/notes`,
  orderTracking: (id: string) => `/durian/orders/admin/${q(id)}/tracking`,
  orderAddress: (id: string) => `/durian/orders/admin/${q(id)}/address`,
  orderWeights: (id: string) => `/durian/orders/admin/${q(id)}/weights`,
  products: '/durian/products/admin',
  productDuplicate: (id: string) => `/durian/products/${q(id)}/duplicate`,
  category: (id: string) => `/durian/categories/${q(id)}`,
  farmTrees: (farmId: string) => `/durian/farms/${q(farmId)}/trees`,
  farmRecords: (farmId: string) => `/durian/farms/${q(farmId)}/maintenance/admin`,
  treeMaintenance: (treeId: string) => `/durian/trees/${q(treeId)}/maintenance`,
  maintenance: (id: string) => `/durian/maintenance/${q(id)}`,
  galleryEntry: (id: string) => `/durian/gallery/entries/${q(id)}`,
  harvestWindow: (id: string) => `/durian/harvest-windows/${q(id)}`,
  preorderOffers: '/durian/preorder-offers',
  preorderOffersOfFarm: '/durian/preorder-offers/admin',
  preorderOffer: (id: string) => `/durian/preorder-offers/${q(id)}`,
  preorderDrops: (offerId: string) => `/durian/preorder-offers/${q(offerId)}/drops`,
  offerPreorders: (offerId: string) => `/durian/preorder-offers/${q(offerId)}/preorders`,
  storageUsage: (farmId: string) => `/s3file/storage-usage/${q(farmId)}`,
  dropoffPoints: '/durian/dropoff-points/admin',
  dropoffPoint: (id: string) => `/durian/dropoff-points/${q(id)}`,
  /** The owner's delivery zones (docs/product/delivery.md): listed with their translations, added, changed whole, removed. */
  deliveryZones: '/durian/delivery-zones/admin',
  newDeliveryZone: '/durian/delivery-zones',
  deliveryZone: (id: string) => `/durian/delivery-zones/${q(id)}`,
  /** A zone's lead time, cut-off, closed weekdays and runs, set at once. */
  deliveryZoneCalendar: (id: string) => `/durian/delivery-zones/${q(id)}/calendar`,
  /** Public holidays and other days the shop does not deliver anywhere. */
  closedDates: '/durian/delivery-closed-dates',
  closedDate: (date: string) => `/durian/delivery-closed-dates/${q(date)}`,
  /** Each zone's runs, booked against capacity, day by day (staff too). */
  deliveryCalendar: '/durian/delivery-calendar',
  runSheet: '/durian/orders/admin/run-sheet',
  orderDelivery: (id: string) => `/durian/orders/admin/${q(id)}/delivery`,
  customers: '/durian/customers',
  customer: (id: string) => `/durian/customers/${q(id)}`,
  reviews: '/durian/reviews/admin',
  reviewVisibility: (id: string) => `/durian/reviews/${q(id)}/visibility`,
  reviewReply: (id: string) => `/durian/reviews/${q(id)}/reply`,
  /** The fruit guarantee's claims (docs/product/fruit-guarantee.md), listed and decided. */
  claims: '/durian/claims',
  claim: (id: string) => `/durian/claims/${q(id)}`,
  /** The owner's voucher codes (docs/product/fees.md, "Discounts"): listed, added, changed whole. */
  vouchers: '/durian/vouchers',
  voucher: (id: string) => `/durian/vouchers/${q(id)}`,
  promotions: '/durian/promotions',
  promotion: (id: string) => `/durian/promotions/${q(id)}`,
  /** A customer's store credit, read and issued (docs/product/store-credit.md). */
  customerCredit: (id: string) => `/durian/customers/${q(id)}/credit`,
  settings: '/durian/settings/admin',
  jobs: '/durian/admin/jobs',
  waitingAlerts: '/durian/alerts/admin/waiting',
  staff: '/admin/staff',
  staffInvitations: '/admin/staff/invitations',
  staffInvitation: (id: string) => `/admin/staff/invitations/${q(id)}`,
  staffMember: (userId: string) => `/admin/staff/${q(userId)}`,
} as const;
