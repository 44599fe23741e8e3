import { PanelLeftIcon, StoreIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { navFor } from './admin-nav';
import { NavCountBadge, useWaitingOrdersBadge } from './waiting-orders-badge';
import { adminPaths } from './admin-paths';

/** The console's sections as links; `compact` shows icons only (the collapsed sidebar), each still named. */
export function AdminNavLinks({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const t = useT('admin');
  const { user } = useAuth();
  const waiting = useWaitingOrdersBadge();
  return (
    <ul className="grid gap-1">
      {navFor(user?.role).map(({ label: key, to, icon: Icon, end }) => {
        const badge = to === adminPaths.orders ? waiting : null;
        const label = badge && compact ? `${t(key)}, ${badge.label}` : t(key);
        return (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              title={compact ? label : undefined}
              aria-label={compact ? label : undefined}
              className={({ isActive }) =>
                cn(
                  'relative flex h-9 items-center gap-3 rounded-md text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring dark:hover:bg-stone-800',
                  isActive
                    ? 'bg-emerald-100 text-emerald-900 hover:bg-emerald-100 dark:bg-emerald-900/50 dark:text-emerald-100'
                    : 'text-stone-700 hover:bg-stone-200/70 dark:text-stone-200',
                  compact ? 'justify-center px-0' : 'px-2.5',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {!compact && <span className="truncate">{label}</span>}
              {badge && <NavCountBadge {...badge} compact={compact} />}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

/** Back to the storefront, from the sidebar and from the phone's drawer; `compact` shows its icon only, still named. */
export function ViewShopLink({ compact = false, onNavigate }: { compact?: boolean; onNavigate?: () => void }) {
  const t = useT('admin');
  const label = t('sidebar.viewShop');
  return (
    <NavLink
      to={paths.home}
      onClick={onNavigate}
      title={compact ? label : undefined}
      aria-label={compact ? label : undefined}
      className={cn(
        'flex h-9 items-center gap-3 rounded-md text-sm text-stone-700 hover:bg-stone-200/70 focus-visible:ring-2 focus-visible:ring-ring dark:text-stone-200',
        compact ? 'justify-center px-0' : 'px-2.5',
      )}
    >
      <StoreIcon className="size-4 shrink-0" aria-hidden="true" />
      {!compact && label}
    </NavLink>
  );
}

export function AdminBrand({ compact = false }: { compact?: boolean }) {
  const t = useT('admin');
  return (
    <NavLink to={adminPaths.dashboard} className="flex h-14 items-center gap-2 px-3 font-bold" aria-label={t('layout.brandLink')}>
      <DurianMark className="size-7 shrink-0" />
      {!compact && <span>{t('layout.brand')}</span>}
    </NavLink>
  );
}

/** The desktop sidebar: 16rem wide, 3rem collapsed (docs/product/admin-console.md). */
export function AdminSidebar({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const t = useT('admin');
  return (
    <aside
      aria-label={t('layout.sections')}
      className={cn(
        'sticky top-0 hidden h-dvh shrink-0 flex-col border-r bg-stone-50 transition-[width] duration-200 md:flex dark:bg-stone-900',
        open ? 'w-64' : 'w-12',
      )}
    >
      <AdminBrand compact={!open} />
      <nav aria-label={t('layout.nav')} className="flex-1 overflow-y-auto px-1.5 py-2">
        <AdminNavLinks compact={!open} />
      </nav>
      <div className="grid gap-1 border-t px-1.5 py-2">
        <ViewShopLink compact={!open} />
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={open}
          aria-keyshortcuts="Control+B Meta+B"
          title={t('sidebar.toggle')}
          className={cn(
            'flex h-9 items-center gap-3 rounded-md text-sm text-stone-700 hover:bg-stone-200/70 focus-visible:ring-2 focus-visible:ring-ring dark:text-stone-200',
            open ? 'px-2.5' : 'justify-center px-0',
          )}
        >
          <PanelLeftIcon className="size-4 shrink-0" aria-hidden="true" />
          <span className={open ? undefined : 'sr-only'}>{open ? t('sidebar.collapse') : t('sidebar.expand')}</span>
        </button>
      </div>
    </aside>
  );
}
