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
import { adminPaths } from './admin-paths';

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
  { label: 'nav.dashboard', to: adminPaths.dashboard, icon: LayoutDashboardIcon, end: true },
  { label: 'nav.orders', to: adminPaths.orders, icon: ShoppingBagIcon },
  { label: 'nav.deliveries', to: adminPaths.deliveries, icon: CalendarDaysIcon },
  { label: 'nav.products', to: adminPaths.products, icon: PackageIcon },
  { label: 'nav.categories', to: adminPaths.categories, icon: TagsIcon },
  { label: 'nav.farms', to: adminPaths.farms, icon: SproutIcon },
  { label: 'nav.dropoffPoints', to: adminPaths.dropoffPoints, icon: MapPinIcon },
  { label: 'nav.deliveryZones', to: adminPaths.deliveryZones, icon: TruckIcon },
  { label: 'nav.customers', to: adminPaths.customers, icon: UsersIcon },
  { label: 'nav.reviews', to: adminPaths.reviews, icon: MessageSquareIcon },
  { label: 'nav.claims', to: adminPaths.claims, icon: ShieldCheckIcon },
  { label: 'nav.vouchers', to: adminPaths.vouchers, icon: TicketPercentIcon },
  { label: 'nav.promotions', to: adminPaths.promotions, icon: BadgePercentIcon },
  { label: 'nav.settings', to: adminPaths.settings, icon: SettingsIcon },
  { label: 'nav.jobs', to: adminPaths.jobs, icon: ActivityIcon },
  { label: 'nav.staff', to: adminPaths.staff, icon: UserCogIcon },
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
