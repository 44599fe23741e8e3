import { createBrowserRouter, redirect } from 'react-router';
import { paths } from './lib/paths';
import { prefetchFarm, prefetchProduct, prefetchShop, prefetchTree } from './routes/prefetch-loaders';
import { RootLayout } from './routes/root/root-layout';
import { RouteError } from './routes/root/route-error';

/** Every screen is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Nothing while the first screen's chunk arrives: index.html's loading indicator stays until then.
    HydrateFallback: () => null,
    children: [
      {
        // Errors inside a page show in the layout, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home/home-page')).HomePage }) },
          {
            path: 'shop',
            loader: prefetchShop,
            lazy: async () => ({ Component: (await import('./routes/shop/shop-page')).ShopPage }),
          },
          {
            path: 'product/:id',
            loader: prefetchProduct,
            lazy: async () => ({ Component: (await import('./routes/product/product-page')).ProductPage }),
          },
          {
            path: 'product/:id/reviews',
            lazy: async () => ({
              Component: (await import('./routes/product-reviews/product-reviews-page')).ProductReviewsPage,
            }),
          },
          { path: 'search', lazy: async () => ({ Component: (await import('./routes/search/search-page')).SearchPage }) },
          { path: 'cart', lazy: async () => ({ Component: (await import('./routes/cart/cart-page')).CartPage }) },
          {
            path: 'checkout',
            lazy: async () => ({ Component: (await import('./routes/checkout/checkout-page')).CheckoutPage }),
          },
          {
            path: 'order-confirmation',
            lazy: async () => ({
              Component: (await import('./routes/order-confirmation/order-confirmation-page')).OrderConfirmationPage,
            }),
          },
          { path: 'orders', lazy: async () => ({ Component: (await import('./routes/orders/orders-page')).OrdersPage }) },
          { path: 'order/:id', lazy: async () => ({ Component: (await import('./routes/order/order-page')).OrderPage }) },
          { path: 'login', lazy: async () => ({ Component: (await import('./routes/auth/login-page')).LoginPage }) },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('./routes/auth/register-page')).RegisterPage }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('./routes/auth/forgot-password-page')).ForgotPasswordPage }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({ Component: (await import('./routes/auth/reset-password-page')).ResetPasswordPage }),
          },
          { path: 'profile', lazy: async () => ({ Component: (await import('./routes/profile/profile-page')).ProfilePage }) },
          { path: 'farms', lazy: async () => ({ Component: (await import('./routes/farms/farms-page')).FarmsPage }) },
          {
            path: 'farms/:id',
            loader: prefetchFarm,
            lazy: async () => ({ Component: (await import('./routes/farm/farm-page')).FarmPage }),
          },
          {
            path: 'trees/:id',
            loader: prefetchTree,
            lazy: async () => ({ Component: (await import('./routes/tree/tree-page')).TreePage }),
          },
          { path: 'about', lazy: async () => ({ Component: (await import('./routes/static/about-page')).AboutPage }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('./routes/static/contact-page')).ContactPage }) },
          { path: 'faq', lazy: async () => ({ Component: (await import('./routes/static/faq-page')).FaqPage }) },
          {
            path: 'durian-guide',
            lazy: async () => ({ Component: (await import('./routes/static/durian-guide-page')).DurianGuidePage }),
          },
          {
            path: 'shipping-policy',
            lazy: async () => ({ Component: (await import('./routes/static/shipping-policy-page')).ShippingPolicyPage }),
          },
          {
            path: 'returns-&-refunds',
            lazy: async () => ({ Component: (await import('./routes/static/returns-refunds-page')).ReturnsRefundsPage }),
          },
          // Storefront spec §2: the footer links to /terms-&-conditions, registration to /terms-conditions.
          ...['terms-&-conditions', 'terms-conditions'].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('./routes/static/terms-page')).TermsPage }),
          })),
          {
            path: 'privacy-policy',
            lazy: async () => ({ Component: (await import('./routes/static/privacy-page')).PrivacyPage }),
          },
          // DECISIONS §3: the footer's old addresses lead to the real pages.
          { path: 'about-us', loader: () => redirect(paths.about) },
          { path: 'our-farms', loader: () => redirect(paths.farms) },
          { path: 'contact-us', loader: () => redirect(paths.contact) },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
