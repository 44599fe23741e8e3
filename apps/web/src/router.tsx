import { localizePath } from '@durio/shared/languages';
import { pageRoutes as page, type PageRoute } from '@durio/shared/page-routes';
import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import type { AdminPageRoute } from './admin/admin-pages';
import { language, loadMessages } from '@/lib/i18n';
import { RootLayout } from './routes/root/root-layout';
import { RouteError } from './routes/root/route-error';

/** A page's module, once it and the catalogues of its texts have all arrived (downloaded side by side). */
async function withMessages<Module>(route: PageRoute, module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, ...[route.area, ...(route.alsoUses ?? [])].map(loadMessages)]);
  return loaded;
}

/** A console page (admin/admin-pages.ts), once it and its texts have arrived. */
const adminPage = (route: AdminPageRoute) => async () => ({
  Component: await withMessages(page[route], import('./admin/admin-pages').then(({ adminPages }) => adminPages[route]())),
});

/** The console's pages but its dashboard, the console's index. */
const consolePages = [
  'adminOrders', 'adminOrder', 'adminDeliveries', 'adminProducts', 'adminNewProduct', 'adminProduct',
  'adminCategories', 'adminFarms', 'adminNewFarm', 'adminFarm', 'adminDropoffPoints', 'adminDeliveryZones',
  'adminCustomers', 'adminCustomer', 'adminReviews', 'adminClaims', 'adminVouchers', 'adminPromotions',
  'adminSettings', 'adminJobs', 'adminStaff',
] as const satisfies readonly AdminPageRoute[];

/**
 * The loaders that start a landing page's API call while its chunk downloads (routes/prefetch-loaders.ts),
 * fetched on first use, beside the page's chunk: they and the query code they need stay out of the first
 * script of every page. A landing page's HTML preloads them with the page (page-scripts.ts in the API).
 */
const prefetch = (name: 'prefetchShop' | 'prefetchProduct' | 'prefetchFarm' | 'prefetchTree') => async (args: LoaderFunctionArgs) =>
  (await import('./routes/prefetch-loaders'))[name](args);

/**
 * Every page of @durio/shared/page-routes, each its own chunk loaded when first visited; any other address
 * is the not-found page (the server answers it with 404). A test checks that each page of the table is here.
 * The router's basename is the page's language prefix (`/ms/shop`, docs/product/languages.md), so every link and
 * navigation inside the app keeps the language without knowing of it.
 */
export const router = createBrowserRouter([
  {
    // The admin console (docs/product/admin-console.md): its own layout and chunks, loaded only when an admin opens it.
    path: page.admin.path,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    lazy: async () => {
      const [{ AdminLayout }, { NotFoundPage }] = await Promise.all([
        withMessages(page.admin, import('./admin/admin-layout')),
        import('./routes/not-found/not-found-page'),
      ]);
      // Anyone but an admin gets the shop's not-found page in the shop's frame, as at any other unknown address.
      return {
        Component: () => (
          <AdminLayout
            notFound={
              <RootLayout>
                <NotFoundPage />
              </RootLayout>
            }
          />
        ),
      };
    },
    children: [
      { index: true, lazy: adminPage('admin') },
      ...consolePages.map((route) => ({ path: page[route].path, lazy: adminPage(route) })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found/not-found-page')).NotFoundPage }),
      },
    ],
  },
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
          { path: page.home.path, lazy: async () => ({ Component: (await withMessages(page.home, import('./routes/home/home-page'))).HomePage }) },
          {
            path: page.shop.path,
            loader: prefetch('prefetchShop'),
            lazy: async () => ({ Component: (await withMessages(page.shop, import('./routes/shop/shop-page'))).ShopPage }),
          },
          {
            path: page.product.path,
            loader: prefetch('prefetchProduct'),
            lazy: async () => ({ Component: (await withMessages(page.product, import('./routes/product/product-page'))).ProductPage }),
          },
          {
            path: page.productReviews.path,
            lazy: async () => ({
              Component: (await withMessages(page.productReviews, import('./routes/product-reviews/product-reviews-page'))).ProductReviewsPage,
            }),
          },
          { path: page.search.path, lazy: async () => ({ Component: (await withMessages(page.search, import('./routes/search/search-page'))).SearchPage }) },
          { path: page.cart.path, lazy: async () => ({ Component: (await withMessages(page.cart, import('./routes/cart/cart-page'))).CartPage }) },
          {
            path: page.checkout.path,
            lazy: async () => ({ Component: (await withMessages(page.checkout, import('./routes/checkout/checkout-page'))).CheckoutPage }),
          },
          {
            path: page.preorderCheckout.path,
            lazy: async () => ({
              Component: (await withMessages(page.preorderCheckout, import('./routes/preorder-checkout/preorder-checkout-page'))).PreorderCheckoutPage,
            }),
          },
          {
            path: page.orderConfirmation.path,
            lazy: async () => ({
              Component: (await withMessages(page.orderConfirmation, import('./routes/order-confirmation/order-confirmation-page'))).OrderConfirmationPage,
            }),
          },
          { path: page.orders.path, lazy: async () => ({ Component: (await withMessages(page.orders, import('./routes/orders/orders-page'))).OrdersPage }) },
          { path: page.order.path, lazy: async () => ({ Component: (await withMessages(page.order, import('./routes/order/order-page'))).OrderPage }) },
          { path: page.login.path, lazy: async () => ({ Component: (await withMessages(page.login, import('./routes/auth/login-page'))).LoginPage }) },
          {
            path: page.register.path,
            lazy: async () => ({ Component: (await withMessages(page.register, import('./routes/auth/register-page'))).RegisterPage }),
          },
          {
            path: page.forgotPassword.path,
            lazy: async () => ({ Component: (await withMessages(page.forgotPassword, import('./routes/auth/forgot-password-page'))).ForgotPasswordPage }),
          },
          {
            path: page.resetPassword.path,
            lazy: async () => ({ Component: (await withMessages(page.resetPassword, import('./routes/auth/reset-password-page'))).ResetPasswordPage }),
          },
          {
            path: page.staffInvitation.path,
            lazy: async () => ({
              Component: (await withMessages(page.staffInvitation, import('./routes/auth/staff-invitation-page'))).StaffInvitationPage,
            }),
          },
          // The "Tell me when" e-mails' links (docs/product/the-season.md).
          {
            path: page.alertConfirm.path,
            lazy: async () => ({ Component: (await withMessages(page.alertConfirm, import('./routes/alerts/alert-confirm-page'))).AlertConfirmPage }),
          },
          {
            path: page.alertUnsubscribe.path,
            lazy: async () => ({
              Component: (await withMessages(page.alertUnsubscribe, import('./routes/alerts/alert-unsubscribe-page'))).AlertUnsubscribePage,
            }),
          },
          { path: page.profile.path, lazy: async () => ({ Component: (await withMessages(page.profile, import('./routes/profile/profile-page'))).ProfilePage }) },
          { path: page.farms.path, lazy: async () => ({ Component: (await withMessages(page.farms, import('./routes/farms/farms-page'))).FarmsPage }) },
          {
            path: page.farm.path,
            loader: prefetch('prefetchFarm'),
            lazy: async () => ({ Component: (await withMessages(page.farm, import('./routes/farm/farm-page'))).FarmPage }),
          },
          { path: page.season.path, lazy: async () => ({ Component: (await withMessages(page.season, import('./routes/season/season-page'))).SeasonPage }) },
          {
            path: page.tree.path,
            loader: prefetch('prefetchTree'),
            lazy: async () => ({ Component: (await withMessages(page.tree, import('./routes/tree/tree-page'))).TreePage }),
          },
          { path: page.about.path, lazy: async () => ({ Component: (await withMessages(page.about, import('./routes/static/about-page'))).AboutPage }) },
          { path: page.contact.path, lazy: async () => ({ Component: (await withMessages(page.contact, import('./routes/static/contact-page'))).ContactPage }) },
          { path: page.faq.path, lazy: async () => ({ Component: (await withMessages(page.faq, import('./routes/static/faq-page'))).FaqPage }) },
          {
            path: page.durianGuide.path,
            lazy: async () => ({ Component: (await withMessages(page.durianGuide, import('./routes/static/durian-guide-page'))).DurianGuidePage }),
          },
          {
            path: page.shippingPolicy.path,
            lazy: async () => ({ Component: (await withMessages(page.shippingPolicy, import('./routes/static/shipping-policy-page'))).ShippingPolicyPage }),
          },
          {
            path: page.returnsRefunds.path,
            lazy: async () => ({ Component: (await withMessages(page.returnsRefunds, import('./routes/static/returns-refunds-page'))).ReturnsRefundsPage }),
          },
          // The footer links to /terms-&-conditions, registration to /terms-conditions.
          ...[page.termsAndConditions.path, page.termsConditions.path].map((path) => ({
            path,
            lazy: async () => ({ Component: (await withMessages(page.termsConditions, import('./routes/static/terms-page'))).TermsPage }),
          })),
          {
            path: page.privacyPolicy.path,
            lazy: async () => ({ Component: (await withMessages(page.privacyPolicy, import('./routes/static/privacy-page'))).PrivacyPage }),
          },
          // The footer's old addresses lead to the real pages (docs/product/storefront.md).
          ...[page.aboutUs, page.ourFarms, page.contactUs].map(({ path, redirectTo }) => ({
            path,
            loader: () => redirect(redirectTo),
          })),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
], { basename: localizePath(language, '/') });
