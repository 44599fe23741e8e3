import { pagePath, pageRoutes as page } from '@durio/shared/page-routes';

/** Every URL the web app uses: its own screens (`paths`) and the API's (`apiPaths`, relative to /api/v1). */

const q = encodeURIComponent;

/** The web app's own pages, by @durio/shared/page-routes. */
export const paths = {
  home: page.home.path,
  shop: page.shop.path,
  /** The shop filtered to one variety, as the season's pages link it. */
  shopVariety: (variety: string) => `${page.shop.path}?${new URLSearchParams({ varieties: variety })}`,
  product: (id: string) => pagePath(page.product, { id }),
  productReviews: (id: string) => pagePath(page.productReviews, { id }),
  cart: page.cart.path,
  checkout: page.checkout.path,
  /**
   * The pre-order checkout of an offer (docs/product/the-season.md), with the fruits chosen on the tree's or the
   * farm's page. It reads the offer by its id; an older address's `tree=` is left unread.
   */
  preorderCheckout: (offerId: string, params: { fruits: number }) =>
    `${pagePath(page.preorderCheckout, { id: offerId })}?${new URLSearchParams({ fruits: String(params.fruits) })}`,
  orderConfirmation: (params: { paymentIntentId: string; orderId: string; status: 'success' | 'pending' | 'failure' }) =>
    `${page.orderConfirmation.path}?${new URLSearchParams({
      payment_intent_id: params.paymentIntentId,
      order_id: params.orderId,
      status: params.status,
    })}`,
  /** The confirmation of an order store credit paid in full: no payment to verify (docs/product/store-credit.md). */
  orderPaidWithCredit: (orderId: string) =>
    `${page.orderConfirmation.path}?${new URLSearchParams({ order_id: orderId, status: 'success', paid: 'credit' })}`,
  orders: page.orders.path,
  order: (id: string) => pagePath(page.order, { id }),
  login: page.login.path,
  register: page.register.path,
  forgotPassword: page.forgotPassword.path,
  staffInvitation: page.staffInvitation.path,
  profile: page.profile.path,
  about: page.about.path,
  contact: page.contact.path,
  farms: page.farms.path,
  farm: (id: string) => pagePath(page.farm, { id }),
  season: page.season.path,
  search: (text: string) => `${page.search.path}?${new URLSearchParams({ q: text })}`,
  termsConditions: page.termsConditions.path,
  aboutUs: page.aboutUs.path,
  ourFarms: page.ourFarms.path,
  faq: page.faq.path,
  durianGuide: page.durianGuide.path,
  contactUs: page.contactUs.path,
  shippingPolicy: page.shippingPolicy.path,
  returnsRefunds: page.returnsRefunds.path,
  termsAndConditions: page.termsAndConditions.path,
  privacyPolicy: page.privacyPolicy.path,
  tree: (id: string) => pagePath(page.tree, { id }),
  /** The console's first page, and its orders (the rest: admin/admin-paths.ts, in the console's chunks). */
  adminDashboard: page.admin.path,
  adminOrders: page.adminOrders.path,
} as const;

export const API_BASE = '/api/v1';

export const apiPaths = {
  register: '/auth/register',
  login: '/auth/login',
  refreshToken: '/auth/refresh-token',
  logout: '/auth/logout',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  changePassword: '/auth/change-password',
  /** Sign in with Google (docs/product/accounts-and-tokens.md): the start is a full-page visit, the rest are calls. */
  googleStart: (returnTo: string) => `/auth/google/start?${new URLSearchParams({ returnTo })}`,
  googleSession: '/auth/google/session',
  googleLink: '/auth/google/link',
  google: '/auth/google',
  appConfig: '/app-config',
  userProfile: '/user-profile',
  addresses: '/user-profile/addresses',
  address: (id: string) => `/user-profile/addresses/${q(id)}`,
  defaultAddress: (id: string) => `/user-profile/addresses/${q(id)}/default`,
  account: (userId: string) => `/user-profile/${q(userId)}`,
  cancelAccountDeletion: (userId: string) => `/user-profile/${q(userId)}/cancel-delete`,
  dataExport: '/durian/profile/data-export',
  marketingConsent: '/durian/profile/marketing-consent',
  favourites: '/user-profile/favorites',
  favourite: (id: string) => `/user-profile/favorites/${q(id)}`,
  products: '/durian/products',
  featuredProducts: '/durian/products/featured',
  catalogueMetadata: '/durian/products/metadata',
  search: '/durian/search',
  product: (id: string) => `/durian/products/${q(id)}`,
  productReviews: (id: string) => `/durian/products/${q(id)}/reviews`,
  farms: '/durian/farms',
  categories: '/durian/categories',
  cart: '/durian/cart',
  cartItems: '/durian/cart/items',
  /** The one voucher code the cart holds (docs/product/fees.md, "Discounts"). */
  cartVoucher: '/durian/cart/voucher',
  cartItem: (id: string) => `/durian/cart/items/${q(id)}`,
  clearCart: '/durian/cart/clear',
  shopSettings: '/durian/settings',
  dropoffPoints: '/durian/dropoff-points',
  /** A postcode's delivery days and open runs, and the minutes left to order for today (docs/product/delivery.md, "Dates and slots"). */
  deliveryDays: '/durian/delivery-days',
  orders: '/durian/orders',
  order: (id: string) => `/durian/orders/${q(id)}`,
  initiatePayment: '/payments/initiate',
  confirmPayment: '/payments/confirm',
  verifyPayment: (paymentIntentId: string) => `/payments/verify/${q(paymentIntentId)}`,
  farm: (id: string) => `/durian/farms/${q(id)}`,
  farmTrees: (farmId: string) => `/durian/farms/${q(farmId)}/trees`,
  farmMaintenance: (farmId: string) => `/durian/farms/${q(farmId)}/maintenance`,
  farmGallery: (farmId: string) => `/durian/gallery/${q(farmId)}`,
  /** A farm's harvest windows (shoppers read a verified farm's, the admin any farm's and adds to them). */
  farmHarvestWindows: (farmId: string) => `/durian/farms/${q(farmId)}/harvest-windows`,
  seasonCalendar: '/durian/season',
  tree: (id: string) => `/durian/trees/${q(id)}`,
  treeProducts: (treeId: string) => `/durian/products/by-tree/${q(treeId)}`,
  contact: '/contact',
  uploadFile: '/s3file/upload',
  file: (id: string) => `/s3file/${q(id)}`,
  /** Add a review: the product as bought in that order. */
  orderItemReviews: (orderId: string, productId: string) => `/durian/products/${q(orderId)}/${q(productId)}/reviews`,
  cancelOrder: (id: string) => `/durian/orders/${q(id)}/cancel`,
  /** The signed-in customer's store credit (docs/product/store-credit.md). */
  storeCredit: '/durian/credit',
  /** A fruit guarantee claim for one line of a delivered order (docs/product/fruit-guarantee.md). */
  orderItemClaims: (orderId: string, itemId: string) => `/durian/orders/${q(orderId)}/items/${q(itemId)}/claims`,
  /** What the customer wants for pre-ordered fruit that did not drop before its window ended (docs/product/the-season.md). */
  preorderChoice: (id: string) => `/durian/orders/${q(id)}/preorder-choice`,
  /** Pre-orders (docs/product/the-season.md): a tree's or a farm's open offers, one offer, and reserving fruits of one. */
  treePreorderOffers: (treeId: string) => `/durian/trees/${q(treeId)}/preorder-offers`,
  farmPreorderOffers: (farmId: string) => `/durian/farms/${q(farmId)}/preorder-offers`,
  preorderOffer: (id: string) => `/durian/preorder-offers/${q(id)}`,
  preorders: '/durian/preorders',
  /** "Tell me when" (docs/product/the-season.md): asking, the e-mails' two links, and a customer's own alerts. */
  alerts: '/durian/alerts',
  alert: (id: string) => `/durian/alerts/${q(id)}`,
  confirmAlert: '/durian/alerts/confirm',
  unsubscribeAlert: '/durian/alerts/unsubscribe',
  /** The invitation page's calls (docs/product/staff.md). */
  staffInvitation: (token: string) => `/staff-invitations/${q(token)}`,
  acceptStaffInvitation: (token: string) => `/staff-invitations/${q(token)}/accept`,
} as const;

/** Outside services the app links to. */
export const externalUrls = {
  /** Track Package: an external tracking service, by tracking number. */
  trackPackage: (trackingNumber: string) => `https://www.tracking.my/track/${q(trackingNumber)}`,
} as const;
