import type { UserProfile } from '@durio/shared/schemas/auth';
import { TriangleAlertIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/busy-button';
import { toast } from '@/lib/toast';
import { FormError, submitErrorMessage } from '@/components/form-error';
import { PasswordInput } from '@/components/password-input';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { formatDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCancelAccountDeletion } from '../api/cancel-account-deletion';
import { useDeleteAccount } from '../api/delete-account';

/** `hasPassword` false: an account made with Google, which confirms by a recent sign-in instead of a password. */
function DeleteAccountDialog({ userId, hasPassword }: { userId: string; hasPassword: boolean }) {
  const t = useT('account');
  const id = useId();
  const deleteAccount = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    // A reopened dialog starts empty: the password is never kept around.
    setPassword('');
    setError(null);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasPassword && !password) {
      setError(t('accountDeletion.passwordRequired'));
      return;
    }
    setError(null);
    try {
      await deleteAccount.mutateAsync({ userId, password: hasPassword ? password : undefined });
      handleOpenChange(false);
      toast.success(t('accountDeletion.requested'));
    } catch (failure) {
      setError(submitErrorMessage(failure, t('accountDeletion.failed')));
    }
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="justify-self-start">
          {t('accountDeletion.delete')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('accountDeletion.dialog.title')}</DialogTitle>
          <DialogDescription>{t(hasPassword ? 'accountDeletion.dialog.description' : 'accountDeletion.dialog.descriptionGoogle')}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label={t('accountDeletion.dialog.label')}>
          <FormError message={error} />
          {hasPassword && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>{t('form.password')}</Label>
              <PasswordInput
                id={`${id}-password`}
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </div>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => handleOpenChange(false)}>
              {t('accountDeletion.dialog.keep')}
            </Button>
            <BusyButton type="submit" variant="destructive" busy={deleteAccount.isPending} busyLabel={t('accountDeletion.dialog.deleting')}>
              {t('accountDeletion.delete')}
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The danger zone of the Profile tab: asks for the deletion (30 days ahead, with the password) or, while one
 * is pending, says when and offers to cancel it (personal data erased, orders kept anonymised: docs/product/accounts-and-tokens.md).
 */
export function AccountDeletion({ user }: { user: UserProfile }) {
  const t = useT('account');
  const cancelDeletion = useCancelAccountDeletion();

  return (
    <section aria-labelledby="danger-zone-title" className="grid gap-3 rounded-xl border border-red-200 p-5 dark:border-red-900">
      <h2 id="danger-zone-title" className="text-lg font-semibold text-red-700 dark:text-red-400">
        {t('accountDeletion.title')}
      </h2>
      {user.deletionScheduledFor ? (
        <Alert variant="warning" role="status">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertTitle>{t('accountDeletion.scheduled', { date: formatDate(user.deletionScheduledFor) })}</AlertTitle>
          <AlertDescription>
            <p>{t('accountDeletion.changedMind')}</p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2 justify-self-start"
              disabled={cancelDeletion.isPending}
              onClick={() =>
                cancelDeletion.mutate(user.id, {
                  onSuccess: () => toast.success(t('accountDeletion.cancelled')),
                  onError: (error) => toast.error(errorMessage(error, t('accountDeletion.cancelFailed'))),
                })
              }
            >
              {t('accountDeletion.cancel')}
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('accountDeletion.explanation')}</p>
          <DeleteAccountDialog userId={user.id} hasPassword={user.signInMethods.password} />
        </>
      )}
    </section>
  );
}
