import { LockIcon, MenuIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { LoadingState } from '@/components/page-states';
import { ThemeProvider } from '@/components/theme-provider';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMediaQuery } from '@/lib/use-media-query';
import { consoleSectionOf, mayOpen } from './components/admin-nav';
import { AdminBrand, AdminNavLinks, AdminSidebar, ViewShopLink } from './components/admin-sidebar';
import { useSidebarShortcut, useSidebarState } from './components/use-sidebar-state';
import { adminPaths } from './components/admin-paths';

/** What staff see at a console address that is the owner's alone (docs/product/staff.md). */
function OwnerOnly() {
  const t = useT('admin');
  useDocumentTitle(t('page.documentTitle', { title: t('ownerOnly.title') }));
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted">
        <LockIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t('ownerOnly.title')}</h1>
      <p className="text-muted-foreground">{t('ownerOnly.description')}</p>
      <Link to={adminPaths.orders} className="font-medium text-primary underline-offset-4 hover:underline">
        {t('ownerOnly.toOrders')}
      </Link>
    </div>
  );
}

/**
 * The console's frame (docs/product/admin-console.md): for ADMIN and STAFF users only (anyone else sees `notFound`, the shop's
 * not-found page, as if the console did not exist); staff get the sections docs/product/staff.md gives them, the
 * orders as their home, and a plain refusal at any other console address. A sidebar on wide screens, a drawer
 * below 768 px. The router hands the page over because the console imports no screen of the shop.
 */
export function AdminLayout({ notFound }: { notFound: ReactNode }) {
  const t = useT('admin');
  const { user, isLoading, isSignedIn } = useAuth();
  const wide = useMediaQuery('(min-width: 768px)');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // A link followed in the drawer closes it.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    setDrawerOpen(false);
  }
  const sidebar = useSidebarState();
  useSidebarShortcut(() => (wide ? sidebar.toggle() : setDrawerOpen((current) => !current)));

  if (isLoading || (isSignedIn && !user)) return <LoadingState label={t('layout.loading')} className="min-h-dvh" />;
  if (user?.role !== 'ADMIN' && user?.role !== 'STAFF') return notFound;
  // The dashboard shows the shop's revenue: staff start at the orders.
  if (user.role === 'STAFF' && consoleSectionOf(pathname) === '') return <Navigate to={adminPaths.orders} replace />;

  return (
    <ThemeProvider>
      <div className="flex min-h-dvh bg-background">
        <a
          href="#admin-main"
          className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('layout.skipToContent')}
        </a>
        <AdminSidebar open={sidebar.open} onToggle={sidebar.toggle} />
        <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
          <SheetContent side="left" spacing="sm">
            <SheetTitle className="sr-only">{t('layout.sections')}</SheetTitle>
            <SheetDescription className="sr-only">{t('layout.sectionsDescription')}</SheetDescription>
            <AdminBrand />
            <nav aria-label={t('layout.nav')}>
              <AdminNavLinks />
            </nav>
            <div className="mt-auto border-t pt-2">
              <ViewShopLink />
            </div>
          </SheetContent>
        </Sheet>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-3 backdrop-blur md:hidden">
            <button
              type="button"
              onClick={() => setDrawerOpen(true)}
              className="rounded-md p-2 hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={t('layout.openMenu')}
            >
              <MenuIcon className="size-5" aria-hidden="true" />
            </button>
            <span className="font-semibold">{t('layout.brand')}</span>
          </header>
          <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
            {mayOpen(user.role, pathname) ? <Outlet /> : <OwnerOnly />}
          </main>
        </div>
      </div>
    </ThemeProvider>
  );
}
