/*
 * Every page of the web app, by address. The web app's router draws exactly these (and its not-found page
 * for anything else) and builds its links from them; the server answers 404 for any other address, preloads
 * the scripts of the pages visitors land on, writes the head tags and data of the catalogue's pages and lists
 * the public pages in the sitemap. The web app's first script carries this module: no dependencies, no zod.
 */

/**
 * The web app's catalogues of texts (apps/web/src/locales/<language>/<area>.json). `common` holds the header,
 * footer and the pieces every page shares; `errors` the API's and the forms' messages, translated.
 */
export const messageAreas = [
  'common',
  // The shared controls only some pages show: quantity stepper, media viewer, review photos, file uploader, "Tell me when".
  'controls',
  'errors',
  'home',
  'catalogue',
  'farms',
  'account',
  'buying',
  'pages',
  'admin',
  'admin-catalogue',
] as const;
export type MessageArea = (typeof messageAreas)[number];

export interface PageRoute {
  /** The address in React Router's syntax: `:name` stands for one path segment. */
  readonly path: string;
  /** The catalogue of the page's own texts, loaded with its script (and preloaded with a landing page's HTML). */
  readonly area: MessageArea;
  /** Other catalogues the page shows texts of (a product card on a farm's page), loaded alongside its own. */
  readonly alsoUses?: readonly MessageArea[];
  /** A public page with a fixed address: listed in the sitemap. */
  readonly inSitemap?: true;
  /**
   * The source module (apps/web) of a page visitors land on: the server preloads its scripts with the HTML
   * (docs/decisions/010). The router loads it with a literal import(), which a test compares with this.
   */
  readonly landingModule?: string;
  /**
   * The module of a landing page's route loader, which starts the page's data call while its chunk downloads and
   * takes the data its HTML carries: preloaded with the HTML as well.
   */
  readonly landingLoader?: string;
  /** An old address (docs/product/storefront.md): it leads to this path. */
  readonly redirectTo?: string;
}

const landingLoader = 'src/routes/prefetch-loaders.ts';

export const pageRoutes = {
  home: { path: '/', area: 'home', inSitemap: true, landingModule: 'src/routes/home/home-page.tsx' },
  shop: { path: '/shop', area: 'catalogue', inSitemap: true, landingModule: 'src/routes/shop/shop-page.tsx', landingLoader },
  product: { path: '/product/:id', area: 'catalogue', alsoUses: ['controls'], landingModule: 'src/routes/product/product-page.tsx', landingLoader },
  productReviews: { path: '/product/:id/reviews', area: 'catalogue', alsoUses: ['controls'] },
  search: { path: '/search', area: 'catalogue' },
  cart: { path: '/cart', area: 'buying', alsoUses: ['controls'] },
  checkout: { path: '/checkout', area: 'buying' },
  // Paying for fruits reserved from a tree's next drop (docs/product/the-season.md, Pre-orders): under /checkout, which
  // robots.txt keeps crawlers out of, as the checkout's own page.
  preorderCheckout: { path: '/checkout/preorder/:id', area: 'buying', alsoUses: ['controls'] },
  orderConfirmation: { path: '/order-confirmation', area: 'buying' },
  orders: { path: '/orders', area: 'buying', alsoUses: ['catalogue', 'controls'] },
  order: { path: '/order/:id', area: 'buying', alsoUses: ['catalogue', 'controls'] },
  login: { path: '/login', area: 'account' },
  register: { path: '/register', area: 'account' },
  forgotPassword: { path: '/forgot-password', area: 'account' },
  resetPassword: { path: '/reset-password', area: 'account' },
  // The owner's invitation to work in the console (docs/product/staff.md).
  staffInvitation: { path: '/staff-invitation', area: 'account' },
  // The links of the "Tell me when" e-mails (docs/product/the-season.md): confirm an alert, stop one.
  alertConfirm: { path: '/alerts/confirm', area: 'account' },
  alertUnsubscribe: { path: '/alerts/unsubscribe', area: 'account' },
  profile: { path: '/profile', area: 'account', alsoUses: ['buying'] },
  farms: { path: '/farms', area: 'farms', inSitemap: true, landingModule: 'src/routes/farms/farms-page.tsx' },
  farm: { path: '/farms/:id', area: 'farms', alsoUses: ['controls'], landingModule: 'src/routes/farm/farm-page.tsx', landingLoader },
  tree: { path: '/trees/:id', area: 'farms', alsoUses: ['controls'], landingModule: 'src/routes/tree/tree-page.tsx', landingLoader },
  // The harvest calendar: which varieties are in season, by region and month (docs/product/the-season.md).
  season: { path: '/season', area: 'farms', alsoUses: ['controls'], inSitemap: true, landingModule: 'src/routes/season/season-page.tsx' },
  about: { path: '/about', area: 'pages', inSitemap: true },
  contact: { path: '/contact', area: 'pages', inSitemap: true },
  faq: { path: '/faq', area: 'pages', inSitemap: true },
  durianGuide: { path: '/durian-guide', area: 'pages', inSitemap: true },
  shippingPolicy: { path: '/shipping-policy', area: 'pages', alsoUses: ['farms'], inSitemap: true },
  returnsRefunds: { path: '/returns-&-refunds', area: 'pages', inSitemap: true },
  // The footer links to /terms-&-conditions, registration to /terms-conditions.
  termsAndConditions: { path: '/terms-&-conditions', area: 'pages', inSitemap: true },
  termsConditions: { path: '/terms-conditions', area: 'pages' },
  privacyPolicy: { path: '/privacy-policy', area: 'pages', inSitemap: true },
  // The admin console (docs/product/admin-console.md): its own lazily loaded part, for ADMIN users only.
  admin: { path: '/admin', area: 'admin', alsoUses: ['controls'] },
  adminOrders: { path: '/admin/orders', area: 'admin' },
  adminOrder: { path: '/admin/orders/:id', area: 'admin' },
  // The delivery calendar and the day's run sheet (docs/product/delivery.md, "The owner's day"): staff open it too.
  adminDeliveries: { path: '/admin/deliveries', area: 'admin' },
  adminProducts: { path: '/admin/products', area: 'admin-catalogue' },
  adminNewProduct: { path: '/admin/products/new', area: 'admin-catalogue' },
  adminProduct: { path: '/admin/products/:id', area: 'admin-catalogue' },
  adminCategories: { path: '/admin/categories', area: 'admin-catalogue' },
  adminFarms: { path: '/admin/farms', area: 'admin-catalogue' },
  adminNewFarm: { path: '/admin/farms/new', area: 'admin-catalogue' },
  adminFarm: { path: '/admin/farms/:id', area: 'admin-catalogue' },
  adminDropoffPoints: { path: '/admin/dropoff-points', area: 'admin-catalogue' },
  // Where the shop delivers and at what fee (docs/product/delivery.md); its names' translations are edited as the catalogue's are.
  adminDeliveryZones: { path: '/admin/delivery-zones', area: 'admin', alsoUses: ['admin-catalogue'] },
  adminCustomers: { path: '/admin/customers', area: 'admin' },
  adminCustomer: { path: '/admin/customers/:id', area: 'admin' },
  adminReviews: { path: '/admin/reviews', area: 'admin' },
  // The fruit guarantee's claims, decided by the owner (docs/product/fruit-guarantee.md).
  adminClaims: { path: '/admin/claims', area: 'admin' },
  // The owner's voucher codes (docs/product/fees.md, "Discounts"); its product and farm pickers speak the catalogue's words.
  adminVouchers: { path: '/admin/vouchers', area: 'admin', alsoUses: ['admin-catalogue'] },
  // The owner's automatic promotions (docs/product/fees.md, "Discounts"), with the same pickers.
  adminPromotions: { path: '/admin/promotions', area: 'admin', alsoUses: ['admin-catalogue'] },
  adminSettings: { path: '/admin/settings', area: 'admin' },
  adminJobs: { path: '/admin/jobs', area: 'admin' },
  adminStaff: { path: '/admin/staff', area: 'admin' },
  // The footer's old addresses lead to the real pages (docs/product/storefront.md).
  aboutUs: { path: '/about-us', area: 'pages', redirectTo: '/about' },
  ourFarms: { path: '/our-farms', area: 'farms', redirectTo: '/farms' },
  contactUs: { path: '/contact-us', area: 'pages', redirectTo: '/contact' },
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
