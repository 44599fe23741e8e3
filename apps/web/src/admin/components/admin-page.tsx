import { ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useWaitingOrdersCount } from '../api/get-waiting-orders-count';
import { adminPaths } from './admin-paths';

export interface Crumb {
  label: string;
  to: string;
}

/** Every console page: breadcrumbs from the dashboard, the page's title (also the tab's, with the orders waiting), and its actions. */
export function AdminPage({
  title,
  crumbs = [],
  actions,
  children,
}: {
  title: string;
  /** The pages between the dashboard and this one. */
  crumbs?: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}) {
  const t = useT('admin');
  // While orders wait to be packed, every console tab's title counts them: '(3) Orders · Admin | Durio'.
  const waiting = useWaitingOrdersCount();
  useDocumentTitle(
    waiting > 0 ? t('page.documentTitleWaiting', { count: formatNumber(waiting), title }) : t('page.documentTitle', { title }),
  );
  // The dashboard is the console's home: nothing above it.
  const isHome = useLocation().pathname === adminPaths.dashboard;
  const trail = isHome ? [] : [{ label: t('nav.dashboard'), to: adminPaths.dashboard }, ...crumbs];
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <div className="grid gap-2">
        <nav aria-label={t('page.breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
            {trail.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1">
                <Link to={crumb.to} className="hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
                <ChevronRightIcon className="size-3.5" aria-hidden="true" />
              </li>
            ))}
            <li aria-current="page" className="font-medium text-foreground">
              {title}
            </li>
          </ol>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      </div>
      {children}
    </div>
  );
}
