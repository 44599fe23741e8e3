/*
 * Every page of the web app, by address. The web app's router draws exactly these (and its not-found page
 * for anything else) and builds its links from them; the server answers 404 for any other address, preloads
 * the scripts of the pages visitors land on, writes the head tags and data of the catalogue's pages and lists
 * the public pages in the sitemap. The web app's first script carries this module: no dependencies, no zod.
 */

export interface PageRoute {
  /** The address in React Router's syntax: `:name` stands for one path segment. */
  readonly path: string;
  /** A public page with a fixed address: listed in the sitemap. */
  readonly inSitemap?: true;
  /**
   * The source module (apps/web) of a page visitors land on: the server preloads its scripts with the HTML
   * (docs/decisions/010). The router loads it with a literal import(), which a test compares with this.
   */
  readonly landingModule?: string;
  /** An old address (DECISIONS §3): it leads to this path. */
  readonly redirectTo?: string;
}

export const pageRoutes = {
  home: { path: '/', inSitemap: true, landingModule: 'src/routes/home/home-page.tsx' },
  shop: { path: '/shop', inSitemap: true, landingModule: 'src/routes/shop/shop-page.tsx' },
  product: { path: '/product/:id', landingModule: 'src/routes/product/product-page.tsx' },
  productReviews: { path: '/product/:id/reviews' },
  search: { path: '/search' },
  cart: { path: '/cart' },
  checkout: { path: '/checkout' },
  orderConfirmation: { path: '/order-confirmation' },
  orders: { path: '/orders' },
  order: { path: '/order/:id' },
  login: { path: '/login' },
  register: { path: '/register' },
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  profile: { path: '/profile' },
  farms: { path: '/farms', inSitemap: true, landingModule: 'src/routes/farms/farms-page.tsx' },
  farm: { path: '/farms/:id', landingModule: 'src/routes/farm/farm-page.tsx' },
  tree: { path: '/trees/:id', landingModule: 'src/routes/tree/tree-page.tsx' },
  about: { path: '/about', inSitemap: true },
  contact: { path: '/contact', inSitemap: true },
  faq: { path: '/faq', inSitemap: true },
  durianGuide: { path: '/durian-guide', inSitemap: true },
  shippingPolicy: { path: '/shipping-policy', inSitemap: true },
  returnsRefunds: { path: '/returns-&-refunds', inSitemap: true },
  // Storefront spec §2: the footer links to /terms-&-conditions, registration to /terms-conditions.
  termsAndConditions: { path: '/terms-&-conditions', inSitemap: true },
  termsConditions: { path: '/terms-conditions' },
  privacyPolicy: { path: '/privacy-policy', inSitemap: true },
  // The admin console (DECISIONS §6): its own lazily loaded part, for ADMIN users only.
  admin: { path: '/admin' },
  adminOrders: { path: '/admin/orders' },
  adminOrder: { path: '/admin/orders/:id' },
  adminProducts: { path: '/admin/products' },
  adminNewProduct: { path: '/admin/products/new' },
  adminProduct: { path: '/admin/products/:id' },
  adminCategories: { path: '/admin/categories' },
  adminFarms: { path: '/admin/farms' },
  adminNewFarm: { path: '/admin/farms/new' },
  adminFarm: { path: '/admin/farms/:id' },
  adminDropoffPoints: { path: '/admin/dropoff-points' },
  adminCustomers: { path: '/admin/customers' },
  adminCustomer: { path: '/admin/customers/:id' },
  adminReviews: { path: '/admin/reviews' },
  adminSettings: { path: '/admin/settings' },
  adminJobs: { path: '/admin/jobs' },
  // DECISIONS §3: the footer's old addresses lead to the real pages.
  aboutUs: { path: '/about-us', redirectTo: '/about' },
  ourFarms: { path: '/our-farms', redirectTo: '/farms' },
  contactUs: { path: '/contact-us', redirectTo: '/contact' },
} as const satisfies Record<string, PageRoute>;

export type PageName = keyof typeof pageRoutes;

/** `route`'s address with its `:name` segments filled in, each encoded. */
export function pagePath(route: PageRoute, params: Record<string, string> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

export interface PageMatch {
  name: PageName;
  route: PageRoute;
  /** The `:name` segments of the address, as they stand in the (decoded) path. */
  params: Record<string, string>;
}

let patterns: { name: PageName; route: PageRoute; pattern: RegExp; names: string[] }[] | undefined;

/** React Router's matching: any letter case, an optional trailing slash, `:name` one non-empty segment. */
function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      names.push(segment.slice(1));
      return '/([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`, 'i'), names };
}

/** The page at `pathname` (decoded, without its query), or null when the web app has no such page. */
export function matchPage(pathname: string): PageMatch | null {
  // Built on first use, so the web app, which only reads the table, never pays for it.
  patterns ??= (Object.keys(pageRoutes) as PageName[]).map((name) => ({
    name,
    route: pageRoutes[name],
    ...compile(pageRoutes[name].path),
  }));
  for (const { name, route, pattern, names } of patterns) {
    const match = pattern.exec(pathname);
    if (match) return { name, route, params: Object.fromEntries(names.map((key, i) => [key, match[i + 1]!])) };
  }
  return null;
}
