import { paths } from '@/lib/paths';

/** Header links (storefront spec §2 Header and navigation). */
export const navLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.shop, label: 'Shop' },
  { to: paths.about, label: 'About' },
  { to: paths.farms, label: 'Farms' },
  { to: paths.contact, label: 'Contact' },
] as const;
