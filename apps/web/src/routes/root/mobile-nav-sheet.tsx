import { LogInIcon, LogOutIcon, UserIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { useAuth } from '@/lib/auth';
import { useSignOut } from '@/lib/use-sign-out';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';
import { navLinks } from './nav-links';

/** The drawer of the mobile navigation, in its own chunk: it loads when the menu button is first pressed. */
export function MobileNavSheet({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on closing: the drawer has no Radix trigger to return it to. */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT('common');
  const { isSignedIn } = useAuth();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const itemClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium transition hover:bg-accent',
      isActive && 'bg-accent text-accent-foreground',
    );

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-nav"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          menuButton.current?.focus();
        }}
      >
        <SheetTitle>{t('mobileNav.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('mobileNav.description')}</SheetDescription>
        <HeaderSearch className="flex" onSearched={close} />
        <nav aria-label={t('mobileNav.label')}>
          <ul className="grid gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home} className={itemClass} onClick={close}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Separator />
        <LanguageSwitcher full />
        <Separator />
        {isSignedIn ? (
          <div className="grid gap-1">
            <NavLink to={paths.profile} className={itemClass} onClick={close}>
              <UserIcon className="size-5" aria-hidden="true" />
              {t('mobileNav.myProfile')}
            </NavLink>
            <button
              type="button"
              className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-left text-base font-medium text-destructive transition hover:bg-red-50 dark:hover:bg-red-950/40"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              <LogOutIcon className="size-5" aria-hidden="true" />
              {t('account.logout')}
            </button>
          </div>
        ) : (
          <NavLink to={paths.login} className={itemClass} onClick={close}>
            <LogInIcon className="size-5" aria-hidden="true" />
            {t('mobileNav.signIn')}
          </NavLink>
        )}
      </SheetContent>
    </Sheet>
  );
}
