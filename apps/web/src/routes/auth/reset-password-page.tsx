import { useQuery } from '@tanstack/react-query';
import { CircleCheckIcon, LinkIcon } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { toast } from '@/lib/toast';
import { FormError } from '@/components/form-error';
import { LoadingState } from '@/components/page-states';
import { PasswordInput } from '@/components/password-input';
import { buttonVariants } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { resetPassword, resetTokenQueryOptions } from '@/lib/auth-api';
import { useT, type Translate } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';

/** The confirmation stays 3 seconds, then /login (docs/product/accounts-and-tokens.md). */
const REDIRECT_DELAY_MS = 3000;

function InvalidLink({ message }: { message: string }) {
  const t = useT('account');
  return (
    <AuthCard title={t('resetPassword.invalid.title')} subtitle={message}>
      <div className="grid justify-items-center gap-4">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <LinkIcon className="size-7" aria-hidden="true" />
        </span>
        <Link to={paths.forgotPassword} className={buttonVariants()}>
          {t('resetPassword.invalid.requestNew')}
        </Link>
      </div>
    </AuthCard>
  );
}

function ResetDone() {
  const t = useT('account');
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(paths.login, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthCard title={t('resetPassword.done.title')} subtitle={t('resetPassword.done.subtitle')}>
      <div className="grid justify-items-center gap-4 text-center" role="status">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <CircleCheckIcon className="size-7" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">{t('resetPassword.done.redirecting')}</p>
        <Link to={paths.login} replace className={authLinkClass}>
          {t('resetPassword.done.goNow')}
        </Link>
      </div>
    </AuthCard>
  );
}

/** The checks and their messages, in this order (docs/product/accounts-and-tokens.md). */
function validate(t: Translate<'account'>, token: string, password: string, confirmPassword: string): string | null {
  if (!password || !confirmPassword) return t('form.fillAllFields');
  if (password !== confirmPassword) return t('form.passwordsDoNotMatch');
  if (password.length < 8) return t('resetPassword.passwordTooShort');
  if (!token) return t('resetPassword.missingToken');
  return null;
}

function resetErrorMessage(t: Translate<'account'>, error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    // A too-long password is the one 400 about the form rather than the link.
    return error.issues.find((issue) => issue.path !== 'token')?.message ?? t('resetPassword.expired');
  }
  if (error instanceof Error && error.message) return error.message;
  return t('resetPassword.failed');
}

function ResetForm({ token }: { token: string }) {
  const t = useT('account');
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(t, token, password, confirmPassword);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await resetPassword({ token, newPassword: password });
      toast.success(t('resetPassword.success'));
      setDone(true);
    } catch (failure) {
      setError(resetErrorMessage(t, failure));
    } finally {
      setSubmitting(false);
    }
  }

  if (done) return <ResetDone />;

  return (
    <AuthCard
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={
        <Link to={paths.login} className={authLinkClass}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label={t('resetPassword.formLabel')}>
        <FormError message={error} />
        <div className="grid gap-2">
          <Label htmlFor={`${id}-password`}>{t('form.newPassword')}</Label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            aria-describedby={`${id}-hint`}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('form.passwordHint')}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-confirm`}>{t('form.confirmNewPassword')}</Label>
          <PasswordInput
            id={`${id}-confirm`}
            autoComplete="new-password"
            value={confirmPassword}
            onChange={(event) => setConfirmPassword(event.target.value)}
          />
        </div>
        <BusyButton type="submit" size="lg" busy={submitting} busyLabel={t('resetPassword.submitting')}>
          {t('resetPassword.submit')}
        </BusyButton>
      </form>
    </AuthCard>
  );
}

export function ResetPasswordPage() {
  const t = useT('account');
  useDocumentTitle(t('resetPassword.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const check = useQuery({ ...resetTokenQueryOptions(token), enabled: token !== '' });

  if (!token) return <InvalidLink message={t('resetPassword.invalid.missingToken')} />;
  if (check.isPending) return <LoadingState label={t('resetPassword.checking')} spacing="lg" />;
  // Only a refused link ends here; a network hiccup leaves the form, whose own call will tell.
  if (check.error instanceof ApiError && check.error.status === 400) return <InvalidLink message={t('resetPassword.expired')} />;
  return <ResetForm token={token} />;
}
