import { localizePath } from '@durio/shared/languages';
import { pageRoutes as page, type PageRoute } from '@durio/shared/page-routes';
import { createBrowserRouter, redirect } from 'react-router';
import { language, loadMessages } from '@/lib/i18n';
import { prefetchFarm, prefetchProduct, prefetchShop, prefetchTree } from './routes/prefetch-loaders';
import { RootLayout } from './routes/root/root-layout';
import { RouteError } from './routes/root/route-error';

/** A page's module, once it and the catalogues of its texts have all arrived (downloaded side by side). */
async function withMessages<Module>(route: PageRoute, module: Promise<Module>): Promise<Module> {
  const [loaded] = await Promise.all([module, ...[route.area, ...(route.alsoUses ?? [])].map(loadMessages)]);
  return loaded;
}

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
      { index: true, lazy: async () => ({ Component: (await withMessages(page.admin, import('./admin/dashboard/dashboard-page'))).DashboardPage }) },
      { path: page.adminOrders.path, lazy: async () => ({ Component: (await withMessages(page.adminOrders, import('./admin/orders/orders-page'))).AdminOrdersPage }) },
      { path: page.adminOrder.path, lazy: async () => ({ Component: (await withMessages(page.adminOrder, import('./admin/orders/order-page'))).AdminOrderPage }) },
      {
        path: page.adminDeliveries.path,
        lazy: async () => ({ Component: (await withMessages(page.adminDeliveries, import('./admin/deliveries/deliveries-page'))).AdminDeliveriesPage }),
      },
      {
        path: page.adminProducts.path,
        lazy: async () => ({ Component: (await withMessages(page.adminProducts, import('./admin/products/products-page'))).AdminProductsPage }),
      },
      {
        path: page.adminNewProduct.path,
        lazy: async () => ({ Component: (await withMessages(page.adminNewProduct, import('./admin/products/product-page'))).AdminProductPage }),
      },
      {
        path: page.adminProduct.path,
        lazy: async () => ({ Component: (await withMessages(page.adminProduct, import('./admin/products/product-page'))).AdminProductPage }),
      },
      {
        path: page.adminCategories.path,
        lazy: async () => ({ Component: (await withMessages(page.adminCategories, import('./admin/categories/categories-page'))).AdminCategoriesPage }),
      },
      { path: page.adminFarms.path, lazy: async () => ({ Component: (await withMessages(page.adminFarms, import('./admin/farms/farms-page'))).AdminFarmsPage }) },
      { path: page.adminNewFarm.path, lazy: async () => ({ Component: (await withMessages(page.adminNewFarm, import('./admin/farms/farm-page'))).AdminFarmPage }) },
      { path: page.adminFarm.path, lazy: async () => ({ Component: (await withMessages(page.adminFarm, import('./admin/farms/farm-page'))).AdminFarmPage }) },
      {
        path: page.adminDropoffPoints.path,
        lazy: async () => ({ Component: (await withMessages(page.adminDropoffPoints, import('./admin/dropoff-points/dropoff-points-page'))).AdminDropoffPointsPage }),
      },
      {
        path: page.adminDeliveryZones.path,
        lazy: async () => ({ Component: (await withMessages(page.adminDeliveryZones, import('./admin/delivery-zones/delivery-zones-page'))).AdminDeliveryZonesPage }),
      },
      {
        path: page.adminCustomers.path,
        lazy: async () => ({ Component: (await withMessages(page.adminCustomers, import('./admin/customers/customers-page'))).AdminCustomersPage }),
      },
      {
        path: page.adminCustomer.path,
        lazy: async () => ({ Component: (await withMessages(page.adminCustomer, import('./admin/customers/customer-page'))).AdminCustomerPage }),
      },
      {
        path: page.adminReviews.path,
        lazy: async () => ({ Component: (await withMessages(page.adminReviews, import('./admin/reviews/reviews-page'))).AdminReviewsPage }),
      },
      {
        path: page.adminClaims.path,
        lazy: async () => ({ Component: (await withMessages(page.adminClaims, import('./admin/claims/claims-page'))).AdminClaimsPage }),
      },
      {
        path: page.adminVouchers.path,
        lazy: async () => ({ Component: (await withMessages(page.adminVouchers, import('./admin/vouchers/vouchers-page'))).AdminVouchersPage }),
      },
      {
        path: page.adminPromotions.path,
        lazy: async () => ({ Component: (await withMessages(page.adminPromotions, import('./admin/promotions/promotions-page'))).AdminPromotionsPage }),
      },
      {
        path: page.adminSettings.path,
        lazy: async () => ({ Component: (await withMessages(page.adminSettings, import('./admin/settings/settings-page'))).AdminSettingsPage }),
      },
      { path: page.adminJobs.path, lazy: async () => ({ Component: (await withMessages(page.adminJobs, import('./admin/jobs/jobs-page'))).AdminJobsPage }) },
      { path: page.adminStaff.path, lazy: async () => ({ Component: (await withMessages(page.adminStaff, import('./admin/staff/staff-page'))).AdminStaffPage }) },
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
            loader: prefetchShop,
            lazy: async () => ({ Component: (await withMessages(page.shop, import('./routes/shop/shop-page'))).ShopPage }),
          },
          {
            path: page.product.path,
            loader: prefetchProduct,
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
            loader: prefetchFarm,
            lazy: async () => ({ Component: (await withMessages(page.farm, import('./routes/farm/farm-page'))).FarmPage }),
          },
          { path: page.season.path, lazy: async () => ({ Component: (await withMessages(page.season, import('./routes/season/season-page'))).SeasonPage }) },
          {
            path: page.tree.path,
            loader: prefetchTree,
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
