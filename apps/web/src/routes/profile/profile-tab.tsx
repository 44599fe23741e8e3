import { languageNames } from '@durio/shared/languages';
import type { Address } from '@durio/shared/schemas/addresses';
import type { UserProfile } from '@durio/shared/schemas/auth';
import { PencilIcon, RotateCcwIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { ErrorState, LoadingState } from '@/components/page-states';
import { Button } from '@/components/ui/button';
import { useAddresses } from '@/features/addresses/api/list-addresses';
import { AccountDeletion } from '@/features/profile/components/account-deletion';
import { MarketingEmails } from '@/features/profile/components/marketing-emails';
import { YourData } from '@/features/profile/components/your-data';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { ProfileForm } from './profile-form';

function Detail({
  label,
  value,
  note,
  className,
}: {
  label: string;
  value: string | null | undefined;
  note?: string;
  className?: string;
}) {
  const t = useT('account');
  const shown = value?.trim();
  return (
    <div className={cn('grid gap-1', className)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className={shown ? 'font-medium' : 'text-muted-foreground italic'}>
        {shown || t('profileTab.notProvided')}
        {note && <span className="block text-xs font-normal text-muted-foreground not-italic">{note}</span>}
      </dd>
    </div>
  );
}

function ProfileView({ user, primaryAddress }: { user: UserProfile; primaryAddress: Address | undefined }) {
  const t = useT('account');
  return (
    <div className="grid gap-6">
      <dl className="grid gap-5 sm:grid-cols-2">
        <Detail label={t('form.fullName')} value={user.displayName} />
        <Detail label={t('form.email')} value={user.email} note={t('profileFields.emailNote')} />
        <Detail label={t('profileFields.phone')} value={user.phone} />
        <Detail label={t('profileFields.emailLanguage')} value={languageNames[user.language]} />
      </dl>
      <div className="grid gap-3">
        <h3 className="text-base font-semibold">{t('profileFields.primaryAddress')}</h3>
        <dl className="grid gap-5 sm:grid-cols-2">
          <Detail label={t('profileFields.address')} value={primaryAddress?.addressLine1} className="sm:col-span-2" />
          <Detail label={t('profileFields.city')} value={primaryAddress?.city} />
          <Detail label={t('profileFields.state')} value={primaryAddress?.state} />
          <Detail label={t('profileFields.postalCode')} value={primaryAddress?.postalCode} />
          <Detail label={t('profileFields.country')} value={primaryAddress?.country} />
        </dl>
      </div>
    </div>
  );
}

/** The Profile tab: view, then edit; back to view after a save or Cancel (docs/product/accounts-and-tokens.md). */
export function ProfileTab({ user }: { user: UserProfile }) {
  const t = useT('account');
  const addresses = useAddresses();
  const [editing, setEditing] = useState(false);
  // Leaving edit mode hands focus back to the Edit button, which remounts with the view.
  const focusEditButton = useRef(false);
  // The primary address is the default shipping address, else the first (docs/product/accounts-and-tokens.md).
  const primaryAddress = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];

  let content;
  if (addresses.isPending) content = <LoadingState label={t('profile.loading')} />;
  else if (addresses.isError) {
    content = (
      <ErrorState
        title={t('profileTab.addressesLoadFailed')}
        message={errorMessage(addresses.error, '')}
        action={
          <Button variant="outline" size="sm" onClick={() => addresses.refetch()}>
            <RotateCcwIcon aria-hidden="true" />
            {t('actions.tryAgain')}
          </Button>
        }
      />
    );
  } else if (editing) {
    content = (
      <ProfileForm
        user={user}
        primaryAddress={primaryAddress}
        onDone={() => {
          focusEditButton.current = true;
          setEditing(false);
        }}
      />
    );
  } else {
    content = <ProfileView user={user} primaryAddress={primaryAddress} />;
  }

  return (
    <div className="grid gap-8">
      <section aria-labelledby="personal-information-title" className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="personal-information-title" className="text-xl font-semibold">
            {t('profileTab.title')}
          </h2>
          {!editing && addresses.isSuccess && (
            <Button
              ref={(button) => {
                if (button && focusEditButton.current) {
                  focusEditButton.current = false;
                  button.focus();
                }
              }}
              variant="outline"
              onClick={() => setEditing(true)}
            >
              <PencilIcon aria-hidden="true" />
              {t('profileTab.edit')}
            </Button>
          )}
        </div>
        {content}
      </section>
      <MarketingEmails user={user} />
      <YourData />
      <AccountDeletion user={user} />
    </div>
  );
}
