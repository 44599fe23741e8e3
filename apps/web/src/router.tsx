import { createBrowserRouter } from 'react-router';
import { PageLoading } from './routes/root/page-loading';
import { RootLayout } from './routes/root/root-layout';
import { RouteError } from './routes/root/route-error';

/** Every screen is its own chunk, loaded when first visited. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // Shown on the first load while the screen's chunk arrives.
    HydrateFallback: PageLoading,
    children: [
      {
        // Errors inside a page show in the layout, so the header and footer stay usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/home/home-page')).HomePage }) },
          { path: 'shop', lazy: async () => ({ Component: (await import('./routes/shop/shop-page')).ShopPage }) },
          {
            path: 'product/:id',
            lazy: async () => ({ Component: (await import('./routes/product/product-page')).ProductPage }),
          },
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
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
]);
