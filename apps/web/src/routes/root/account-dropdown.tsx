import { LayoutDashboardIcon, LogOutIcon, PackageIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { useSignOut } from '@/lib/use-sign-out';
import { paths } from '@/lib/paths';
import { accountButtonClass } from './account-button';

/** The signed-in 'My Account' menu, in its own chunk: visitors never load the menu code. */
export function AccountDropdown() {
  const t = useT('common');
  const { user } = useAuth();
  const signOut = useSignOut();

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" shape="round" className={accountButtonClass} aria-label={t('account.label')}>
          <UserIcon className="size-5" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>
          {t('account.label')}
          {user && (
            <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {(user?.role === 'ADMIN' || user?.role === 'STAFF') && (
          <DropdownMenuItem asChild>
            <Link to={paths.adminDashboard}>
              <LayoutDashboardIcon aria-hidden="true" />
              {t('account.admin')}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserIcon aria-hidden="true" />
            {t('account.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.orders}>
            <PackageIcon aria-hidden="true" />
            {t('account.orders')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <SettingsIcon aria-hidden="true" />
            {t('account.settings')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => void signOut()}
        >
          <LogOutIcon aria-hidden="true" />
          {t('account.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
