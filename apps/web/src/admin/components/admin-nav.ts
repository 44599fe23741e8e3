import {
  ActivityIcon,
  BadgePercentIcon,
  CalendarDaysIcon,
  LayoutDashboardIcon,
  MapPinIcon,
  MessageSquareIcon,
  PackageIcon,
  SettingsIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  SproutIcon,
  TagsIcon,
  TicketPercentIcon,
  TruckIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import type { Role } from '@durio/shared/schemas/auth';
import { staffConsoleSections } from '@durio/shared/staff-access';
import type { MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface AdminNavItem {
  /** The section's name in the `admin` catalogue. */
  label: MessageKey<'admin'>;
  to: string;
  icon: LucideIcon;
  /** The dashboard is active only at /admin itself; the others for their pages below too. */
  end?: boolean;
}

/** The console's sections, in the order a shop owner goes through the day. */
export const adminNav: AdminNavItem[] = [
  { label: 'nav.dashboard', to: paths.admin.dashboard, icon: LayoutDashboardIcon, end: true },
  { label: 'nav.orders', to: paths.admin.orders, icon: ShoppingBagIcon },
  { label: 'nav.deliveries', to: paths.admin.deliveries, icon: CalendarDaysIcon },
  { label: 'nav.products', to: paths.admin.products, icon: PackageIcon },
  { label: 'nav.categories', to: paths.admin.categories, icon: TagsIcon },
  { label: 'nav.farms', to: paths.admin.farms, icon: SproutIcon },
  { label: 'nav.dropoffPoints', to: paths.admin.dropoffPoints, icon: MapPinIcon },
  { label: 'nav.deliveryZones', to: paths.admin.deliveryZones, icon: TruckIcon },
  { label: 'nav.customers', to: paths.admin.customers, icon: UsersIcon },
  { label: 'nav.reviews', to: paths.admin.reviews, icon: MessageSquareIcon },
  { label: 'nav.claims', to: paths.admin.claims, icon: ShieldCheckIcon },
  { label: 'nav.vouchers', to: paths.admin.vouchers, icon: TicketPercentIcon },
  { label: 'nav.promotions', to: paths.admin.promotions, icon: BadgePercentIcon },
  { label: 'nav.settings', to: paths.admin.settings, icon: SettingsIcon },
  { label: 'nav.jobs', to: paths.admin.jobs, icon: ActivityIcon },
  { label: 'nav.staff', to: paths.admin.staff, icon: UserCogIcon },
];

/** The console address's section: `orders` for /admin/orders and /admin/orders/…, '' for the dashboard. */
export function consoleSectionOf(pathname: string): string {
  return pathname.replace(/^\/admin\/?/i, '').split('/')[0]!.toLowerCase();
}

/**
 * Whether the account may open this console address: an ADMIN every one, STAFF only the sections
 * @durio/shared/staff-access names (docs/product/staff.md).
 */
export function mayOpen(role: Role | undefined, pathname: string): boolean {
  if (role === 'ADMIN') return true;
  return role === 'STAFF' && staffConsoleSections.includes(consoleSectionOf(pathname));
}

/** The sections the sidebar shows this account. */
export function navFor(role: Role | undefined): AdminNavItem[] {
  return adminNav.filter((item) => mayOpen(role, item.to));
}
