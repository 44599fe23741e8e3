import {
  ActivityIcon,
  LayoutDashboardIcon,
  MapPinIcon,
  MessageSquareIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingBagIcon,
  SproutIcon,
  TagsIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/lib/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The dashboard is active only at /admin itself; the others for their pages below too. */
  end?: boolean;
}

/** The console's sections, in the order a shop owner goes through the day. */
export const adminNav: AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard, icon: LayoutDashboardIcon, end: true },
  { label: 'Orders', to: paths.admin.orders, icon: ShoppingBagIcon },
  { label: 'Products', to: paths.admin.products, icon: PackageIcon },
  { label: 'Categories', to: paths.admin.categories, icon: TagsIcon },
  { label: 'Farms', to: paths.admin.farms, icon: SproutIcon },
  { label: 'Drop-off points', to: paths.admin.dropoffPoints, icon: MapPinIcon },
  { label: 'Customers', to: paths.admin.customers, icon: UsersIcon },
  { label: 'Reviews', to: paths.admin.reviews, icon: MessageSquareIcon },
  { label: 'Settings', to: paths.admin.settings, icon: SettingsIcon },
  { label: 'Background jobs', to: paths.admin.jobs, icon: ActivityIcon },
];
