import { Link, NavLink } from 'react-router';
import { DurianMark } from '@/components/durian-mark';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { MobileNav } from './mobile-nav';
import { navLinks } from './nav-links';

export function SiteHeader() {
  const t = useT('common');
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200/80 bg-background/90 dark:border-border backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50" aria-label={t('header.home')}>
          <DurianMark className="size-9" />
          <span className="text-xl font-extrabold tracking-tight text-emerald-900 dark:text-emerald-100">Durio</span>
        </Link>
        <nav aria-label={t('nav.main')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.to === paths.home}
                  className={({ isActive }) =>
                    cn(
                      'rounded-full px-2.5 py-2 text-sm font-medium transition xl:px-3 hover:bg-accent hover:text-emerald-800 dark:hover:text-emerald-200',
                      isActive ? 'bg-accent text-emerald-800 dark:text-emerald-200' : 'text-stone-600 dark:text-stone-300',
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <HeaderSearch className="hidden w-56 md:flex lg:w-48 xl:w-64" />
          <LanguageSwitcher className="hidden lg:block" />
          <CartLink />
          <div className="hidden lg:block">
            <AccountMenu />
          </div>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
