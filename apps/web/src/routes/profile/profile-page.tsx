import { useQueryClient } from '@tanstack/react-query';
import { BellRingIcon, HeartIcon, KeyRoundIcon, LogOutIcon, MapPinIcon, RotateCcwIcon, UserIcon, WalletIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useSignOut } from '@/lib/use-sign-out';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AddressBook } from '@/features/addresses/components/address-book';
import { MyAlerts } from '@/features/alerts/components/my-alerts';
import { StoreCreditHistory } from '@/features/credit/components/store-credit-history';
import { FavouritesList } from '@/features/favourites/components/favourites-list';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { SignInMethods } from '@/features/profile/components/sign-in-methods';
import { userProfileQueryKey } from '@/lib/auth-api';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequireSignIn } from '@/lib/use-require-sign-in';
import { ProfileTab } from './profile-tab';

/**
 * Profile is the default tab, Favourites and My alerts (docs/product/the-season.md) and Store credit
 * (docs/product/store-credit.md) among the others; the tab lives in
 * `?tab=` (docs/product/accounts-and-tokens.md).
 */
const tabs = [
  { value: 'profile', label: 'profile.tabs.profile', icon: UserIcon },
  { value: 'addresses', label: 'profile.tabs.addresses', icon: MapPinIcon },
  { value: 'password', label: 'profile.tabs.password', icon: KeyRoundIcon },
  { value: 'favourites', label: 'profile.tabs.favourites', icon: HeartIcon },
  { value: 'alerts', label: 'profile.tabs.alerts', icon: BellRingIcon },
  { value: 'credit', label: 'profile.tabs.credit', icon: WalletIcon },
] as const;

type TabValue = (typeof tabs)[number]['value'];

const isTab = (value: string | null): value is TabValue => tabs.some((tab) => tab.value === value);

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function ProfilePage() {
  const t = useT('account');
  useDocumentTitle(t('profile.title'));
  const auth = useRequireSignIn(t('profile.signInRequired'));
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'profile';

  const heading = <h1 className="text-3xl font-bold tracking-tight">{t('profile.title')}</h1>;
  const frame = (content: ReactNode) => (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      {heading}
      {content}
    </div>
  );

  if (auth.isLoading || !auth.isSignedIn) return frame(<LoadingState label={t('profile.loading')} />);
  const { user } = auth;
  if (!user) {
    return frame(
      <ErrorState
        title={t('profile.loadFailed')}
        action={
          <Button variant="outline" size="sm" onClick={() => queryClient.invalidateQueries({ queryKey: userProfileQueryKey })}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />,
    );
  }


  return frame(
    <Tabs
      value={tab}
      onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
      orientation="vertical"
      layout="grid"
      gap="lg"
      className="items-start md:grid-cols-[16rem_1fr]"
    >
      <aside aria-label={t('profile.account')} className="grid gap-5 rounded-xl border bg-card p-5 shadow-xs md:sticky md:top-24">
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-lg font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
          >
            {initials(user.displayName) || <UserIcon className="size-5" />}
          </span>
          <div className="grid min-w-0">
            <p className="truncate font-semibold">{user.displayName}</p>
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          </div>
        </div>
        <TabsList aria-label={t('profile.tabs.label')} layout="grid" variant="nav" className="grid-cols-2 md:grid-cols-1">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger
              key={value}
              value={value}
              variant="nav"
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <Button variant="outline-destructive" align="start" onClick={() => void signOut()}>
          <LogOutIcon aria-hidden="true" />
          {t('profile.logout')}
        </Button>
      </aside>
      <div className="min-w-0 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
        <TabsContent value="profile">
          <ProfileTab user={user} />
        </TabsContent>
        <TabsContent value="addresses">
          <AddressBook />
        </TabsContent>
        <TabsContent value="password" className="grid gap-6">
          {/* An account made with Google has no password to change until it sets one by the e-mailed link. */}
          {user.signInMethods.password && <ChangePasswordForm />}
          <SignInMethods user={user} />
        </TabsContent>
        <TabsContent value="favourites">
          <FavouritesList />
        </TabsContent>
        <TabsContent value="alerts">
          <MyAlerts />
        </TabsContent>
        <TabsContent value="credit">
          <StoreCreditHistory />
        </TabsContent>
      </div>
    </Tabs>,
  );
}
