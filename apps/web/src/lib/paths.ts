import { pagePath, pageRoutes as page } from '@durio/shared/page-routes';

/** Every URL the web app uses: its own screens (`paths`) and the API's (`apiPaths`, relative to /api/v1). */

const q = encodeURIComponent;

/** The web app's own pages, by @durio/shared/page-routes. */
export const paths = {
  home: page.home.path,
  shop: page.shop.path,
  product: (id: string) => pagePath(page.product, { id }),
  productReviews: (id: string) => pagePath(page.productReviews, { id }),
  cart: page.cart.path,
  checkout: page.checkout.path,
  orderConfirmation: (params: { paymentIntentId: string; orderId: string; status: 'success' | 'failure' }) =>
    `${page.orderConfirmation.path}?${new URLSearchParams({
      payment_intent_id: params.paymentIntentId,
      order_id: params.orderId,
      status: params.status,
    })}`,
  orders: page.orders.path,
  order: (id: string) => pagePath(page.order, { id }),
  login: page.login.path,
  register: page.register.path,
  forgotPassword: page.forgotPassword.path,
  profile: page.profile.path,
  about: page.about.path,
  contact: page.contact.path,
  farms: page.farms.path,
  farm: (id: string) => pagePath(page.farm, { id }),
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
  appConfig: '/app-config',
  userProfile: '/user-profile',
  addresses: '/user-profile/addresses',
  address: (id: string) => `/user-profile/addresses/${q(id)}`,
  defaultAddress: (id: string) => `/user-profile/addresses/${q(id)}/default`,
  account: (userId: string) => `/user-profile/${q(userId)}`,
  cancelAccountDeletion: (userId: string) => `/user-profile/${q(userId)}/cancel-delete`,
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
  cartItem: (id: string) => `/durian/cart/items/${q(id)}`,
  clearCart: '/durian/cart/clear',
  shopSettings: '/durian/settings',
  dropoffPoints: '/durian/dropoff-points',
  orders: '/durian/orders',
  order: (id: string) => `/durian/orders/${q(id)}`,
  initiatePayment: '/payments/initiate',
  confirmPayment: '/payments/confirm',
  verifyPayment: (paymentIntentId: string) => `/payments/verify/${q(paymentIntentId)}`,
  farm: (id: string) => `/durian/farms/${q(id)}`,
  farmTrees: (farmId: string) => `/durian/farms/${q(farmId)}/trees`,
  farmMaintenance: (farmId: string) => `/durian/farms/${q(farmId)}/maintenance`,
  farmGallery: (farmId: string) => `/durian/gallery/${q(farmId)}`,
  tree: (id: string) => `/durian/trees/${q(id)}`,
  treeProducts: (treeId: string) => `/durian/products/by-tree/${q(treeId)}`,
  contact: '/contact',
  uploadFile: '/s3file/upload',
  file: (id: string) => `/s3file/${q(id)}`,
  /** Checkout spec §7 Add review: the product as bought in that order. */
  orderItemReviews: (orderId: string, productId: string) => `/durian/products/${q(orderId)}/${q(productId)}/reviews`,
} as const;

/** Outside services the app links to. */
export const externalUrls = {
  /** Checkout spec §2 Track Package: an external tracking service, by tracking number. */
  trackPackage: (trackingNumber: string) => `https://www.tracking.my/track/${q(trackingNumber)}`,
} as const;
