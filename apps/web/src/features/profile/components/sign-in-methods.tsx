import type { UserProfile } from '@durio/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/busy-button';
import { FormError, submitErrorMessage } from '@/components/form-error';
import { appConfigQueryOptions, requestPasswordReset } from '@/lib/auth-api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUnlinkGoogle } from '../api/unlink-google';

/**
 * "How you sign in" on the Password tab (docs/product/accounts-and-tokens.md): the password, or the way to set one
 * when the account was made with Google, and the Google account linked, which can be unlinked only while a password
 * is set, so no account is left without a way in.
 */
export function SignInMethods({ user }: { user: UserProfile }) {
  const t = useT('account');
  const id = useId();
  const config = useQuery(appConfigQueryOptions());
  const unlink = useUnlinkGoogle();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { password, google } = user.signInMethods;
  // Nothing to say about Google on a shop without it, unless an account was linked while it was on.
  const showGoogle = google !== null || config.data?.socialSignIn.google === true;

  async function sendPasswordLink() {
    setError(null);
    setSending(true);
    try {
      await requestPasswordReset(user.email, t('signInMethods.setPasswordFailed'));
      toast.success(t('signInMethods.setPasswordSent', { email: user.email }));
    } catch (failure) {
      setError(submitErrorMessage(failure, t('signInMethods.setPasswordFailed')));
    } finally {
      setSending(false);
    }
  }

  async function unlinkGoogle() {
    setError(null);
    try {
      await unlink.mutateAsync();
      toast.success(t('signInMethods.unlinked'));
    } catch (failure) {
      setError(submitErrorMessage(failure, t('signInMethods.unlinkFailed')));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid max-w-md gap-4 rounded-xl border p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('signInMethods.title')}
      </h2>
      <FormError message={error} />
      <div className="grid gap-2">
        <h3 className="font-medium">{t('signInMethods.password')}</h3>
        {password ? (
          <p className="text-sm text-muted-foreground">{t('signInMethods.passwordSet')}</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('signInMethods.noPassword')}</p>
            <BusyButton variant="outline" className="justify-self-start" busy={sending} busyLabel={t('signInMethods.setPasswordSending')} onClick={() => void sendPasswordLink()}>
              {t('signInMethods.setPassword')}
            </BusyButton>
          </>
        )}
      </div>
      {showGoogle && (
        <div className="grid gap-2">
          <h3 className="font-medium">Google</h3>
          {google ? (
            <>
              <p className="text-sm text-muted-foreground">
                {t('signInMethods.googleLinked', { email: google.email, date: formatDate(google.linkedAt) })}
              </p>
              {password ? (
                <BusyButton variant="outline" className="justify-self-start" busy={unlink.isPending} busyLabel={t('signInMethods.unlinking')} onClick={() => void unlinkGoogle()}>
                  {t('signInMethods.unlink')}
                </BusyButton>
              ) : (
                <p className="text-sm text-muted-foreground">{t('signInMethods.unlinkNeedsPassword')}</p>
              )}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t('signInMethods.googleNotLinked', { email: user.email })}</p>
          )}
        </div>
      )}
    </section>
  );
}
