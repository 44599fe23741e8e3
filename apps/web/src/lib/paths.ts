/** Every URL the web app uses: its own screens (`paths`) and the API's (`apiPaths`, relative to /api/v1). */

const q = encodeURIComponent;

export const paths = {
  home: '/',
  shop: '/shop',
  product: (id: string) => `/product/${q(id)}`,
  productReviews: (id: string) => `/product/${q(id)}/reviews`,
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: (params: { paymentIntentId: string; orderId: string; status: 'success' | 'failure' }) =>
    `/order-confirmation?${new URLSearchParams({
      payment_intent_id: params.paymentIntentId,
      order_id: params.orderId,
      status: params.status,
    })}`,
  orders: '/orders',
  order: (id: string) => `/order/${q(id)}`,
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  profile: '/profile',
  about: '/about',
  contact: '/contact',
  farms: '/farms',
  farm: (id: string) => `/farms/${q(id)}`,
  search: (text: string) => `/search?${new URLSearchParams({ q: text })}`,
  termsConditions: '/terms-conditions',
  aboutUs: '/about-us',
  ourFarms: '/our-farms',
  faq: '/faq',
  durianGuide: '/durian-guide',
  contactUs: '/contact-us',
  shippingPolicy: '/shipping-policy',
  returnsRefunds: '/returns-&-refunds',
  termsAndConditions: '/terms-&-conditions',
  privacyPolicy: '/privacy-policy',
  tree: (id: string) => `/trees/${q(id)}`,
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
  /** Checkout spec §7 Add review: the product as bought in that order. */
  orderItemReviews: (orderId: string, productId: string) => `/durian/products/${q(orderId)}/${q(productId)}/reviews`,
} as const;

/** Outside services the app links to. */
export const externalUrls = {
  /** Checkout spec §2 Track Package: an external tracking service, by tracking number. */
  trackPackage: (trackingNumber: string) => `https://www.tracking.my/track/${q(trackingNumber)}`,
} as const;
