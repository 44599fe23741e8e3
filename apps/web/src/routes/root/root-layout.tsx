import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { SignInDialogProvider } from '@/components/sign-in-dialog';
import { ThemeProvider } from '@/components/theme-provider';
import { useT } from '@/lib/i18n';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every path change scrolls smoothly to the top; focus follows for keyboard users (docs/product/storefront.md). */
function useScrollToTopOnPathChange() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [pathname]);
}

function NavigationProgress() {
  const t = useT('common');
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label={t('layout.loadingPage')} className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-emerald-100">
      <div className="h-full w-2/5 animate-progress bg-primary" />
    </div>
  );
}

/**
 * The shop's frame: header, page, footer. The router fills it with the page of the address; the console hands it
 * the not-found page it shows to anyone but an admin (docs/product/admin-console.md), so that page is the shop's own.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const t = useT('common');
  useScrollToTopOnPathChange();
  return (
    <ThemeProvider>
      <SignInDialogProvider>
        <div className="flex min-h-dvh flex-col">
          <a
            href="#main-content"
            className="sr-only z-[70] rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('layout.skipToContent')}
          </a>
          <NavigationProgress />
          <SiteHeader />
          {/*
           * At least a screen tall (less the 4rem header), so the footer starts below the fold: content that
           * arrives after the first paint grows the page downwards without moving anything in view.
           */}
          <main id="main-content" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
            {/* A piece of a page whose texts are in another area's catalogue waits here while that arrives. */}
            <Suspense fallback={null}>
              {children ?? <Outlet />}
            </Suspense>
          </main>
          <SiteFooter />
        </div>
      </SignInDialogProvider>
    </ThemeProvider>
  );
}
