import { UserIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { accountButtonClass } from './account-button';

const AccountDropdown = lazy(async () => ({ default: (await import('./account-dropdown')).AccountDropdown }));

/** Signed in: the 'My Account' menu; signed out: the sign-in icon (docs/product/storefront.md). */
export function AccountMenu() {
  const t = useT('common');
  const { isSignedIn } = useAuth();

  if (!isSignedIn) {
    return (
      <Button asChild variant="ghost" size="icon" shape="round">
        <Link to={paths.login} aria-label={t('account.signIn')}>
          <UserIcon className="size-5" aria-hidden="true" />
        </Link>
      </Button>
    );
  }

  return (
    <Suspense
      fallback={
        // The same button, inert for the moment the menu's code takes to arrive, so the header does not move.
        <Button variant="ghost" size="icon" shape="round" className={accountButtonClass} aria-label={t('account.label')} disabled>
          <UserIcon className="size-5" aria-hidden="true" />
        </Button>
      }
    >
      <AccountDropdown />
    </Suspense>
  );
}
