import { passwordSchema } from '@durio/shared/schemas/auth';
import type { StaffInvitationPreview } from '@durio/shared/schemas/staff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { FormError, submitErrorMessage } from '@/components/form-error';
import { LoadingState } from '@/components/page-states';
import { PasswordInput } from '@/components/password-input';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { translateMessage } from '@/lib/api-messages';
import { useAuth } from '@/lib/auth';
import { acceptStaffInvitation, staffInvitationQueryOptions, userProfileQueryKey } from '@/lib/auth-api';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';

function DeadLink({ message }: { message: string }) {
  const t = useT('account');
  return (
    <AuthCard title={t('staffInvitation.dead.title')} subtitle={message}>
      <div className="grid justify-items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <LinkIcon className="size-7" aria-hidden="true" />
        </span>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          {t('staffInvitation.dead.home')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** After accepting: the new role is in the profile, then the console's orders open. */
function useAccept(token: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT('account');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  async function accept(body: { displayName?: string; password?: string }) {
    setSubmitting(true);
    try {
      await acceptStaffInvitation(token, body);
      await queryClient.invalidateQueries({ queryKey: userProfileQueryKey });
      toast.success(t('staffInvitation.accepted'));
      void navigate(paths.adminOrders, { replace: true });
    } catch (failure) {
      setError(submitErrorMessage(failure, t('staffInvitation.failed')));
    } finally {
      setSubmitting(false);
    }
  }
  return { accept, error, setError, submitting };
}

/** A new account for the invited e-mail: a name and a password, checked as registration checks them. */
function NewAccountForm({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const t = useT('account');
  const id = useId();
  const [fields, setFields] = useState({ name: '', password: '', confirmPassword: '' });
  const { accept, error, setError, submitting } = useAccept(token);
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  function validate(): string | null {
    if (!fields.name.trim() || !fields.password || !fields.confirmPassword) return t('form.fillAllFields');
    if (fields.password !== fields.confirmPassword) return t('form.passwordsDoNotMatch');
    const password = passwordSchema.safeParse(fields.password);
    if (!password.success) {
      const issue = password.error.issues[0]?.message;
      return issue ? translateMessage(issue) : t('form.passwordTooShort');
    }
    return null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    await accept({ displayName: fields.name.trim(), password: fields.password });
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label={t('staffInvitation.formLabel')}>
      <FormError message={error} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>{t('form.email')}</Label>
        <Input id={`${id}-email`} type="email" value={invitation.email} readOnly aria-readonly="true" className="bg-muted" />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('form.fullName')}</Label>
        <Input id={`${id}-name`} autoComplete="name" value={fields.name} onChange={set('name')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t('form.password')}</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="new-password"
          aria-describedby={`${id}-password-hint`}
          value={fields.password}
          onChange={set('password')}
        />
        <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
          {t('form.passwordHint')}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>{t('registerForm.confirmPassword')}</Label>
        <PasswordInput id={`${id}-confirm`} autoComplete="new-password" value={fields.confirmPassword} onChange={set('confirmPassword')} />
      </div>
      <BusyButton type="submit" size="lg" busy={submitting} busyLabel={t('staffInvitation.submitting')}>
        {t('staffInvitation.create')}
      </BusyButton>
    </form>
  );
}

/** The invited e-mail has an account: its owner signs in to it, then accepts. */
function ExistingAccount({ token, invitation }: { token: string; invitation: StaffInvitationPreview }) {
  const t = useT('account');
  const { user, logout } = useAuth();
  const location = useLocation();
  const { accept, error, submitting } = useAccept(token);
  const here = `${location.pathname}${location.search}`;
  if (!user) {
    return (
      <div className="grid gap-4 text-center">
        <p>{t('staffInvitation.signInFirst', { email: invitation.email })}</p>
        <Link to={paths.login} state={{ redirectTo: here }} className={buttonVariants({ size: 'lg' })}>
          {t('staffInvitation.signIn')}
        </Link>
      </div>
    );
  }
  if (user.email !== invitation.email) {
    return (
      <div className="grid gap-4 text-center">
        <p>{t('staffInvitation.wrongAccount', { email: user.email, invited: invitation.email })}</p>
        <Button variant="outline" size="lg" onClick={() => void logout()}>
          {t('staffInvitation.signOut')}
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <FormError message={error} />
      <p className="text-center">{t('staffInvitation.acceptAs', { email: invitation.email })}</p>
      <BusyButton size="lg" busy={submitting} busyLabel={t('staffInvitation.submitting')} onClick={() => void accept({})}>
        {t('staffInvitation.accept')}
      </BusyButton>
    </div>
  );
}

/** The page an invitation's e-mail links to (docs/product/staff.md). */
export function StaffInvitationPage() {
  const t = useT('account');
  useDocumentTitle(t('staffInvitation.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { isLoading } = useAuth();
  const invitation = useQuery({ ...staffInvitationQueryOptions(token), enabled: token !== '' });

  if (!token) return <DeadLink message={t('staffInvitation.dead.unknown')} />;
  if (invitation.isPending || isLoading) return <LoadingState label={t('staffInvitation.checking')} spacing="lg" />;
  if (invitation.error instanceof ApiError && invitation.error.status === 410) return <DeadLink message={t('staffInvitation.dead.gone')} />;
  if (invitation.isError) return <DeadLink message={t('staffInvitation.dead.unknown')} />;
  const data = invitation.data;
  return (
    <AuthCard
      title={t('staffInvitation.title')}
      subtitle={t('staffInvitation.subtitle', { shop: data.shopName, email: data.email })}
      footer={
        <Link to={paths.home} className={authLinkClass}>
          {t('staffInvitation.notNow')}
        </Link>
      }
    >
      <p className="text-sm text-muted-foreground">{t('staffInvitation.whatStaffDo')}</p>
      {data.accountExists ? <ExistingAccount token={token} invitation={data} /> : <NewAccountForm token={token} invitation={data} />}
    </AuthCard>
  );
}
