import { paths } from '@/lib/paths';

/** Header links (docs/product/storefront.md); `label` is a key of the `common` catalogue. */
export const navLinks = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.shop, label: 'nav.shop' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.farms, label: 'nav.farms' },
  { to: paths.season, label: 'nav.season' },
  { to: paths.contact, label: 'nav.contact' },
] as const;
