import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { EmailField } from '@/components/email-field';
import { toast } from '@/lib/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { FormError, submitErrorMessage } from './form-error';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  onSuccess?: () => void;
  /** Shown between the password field and the submit button (the 'Forgot password' link). */
  extra?: ReactNode;
  /**
   * The /login page offers 'Remember me' (unticked: this browser session only) and reports errors as toasts;
   * the dialog keeps the sign-in and shows errors in its red alert (docs/product/accounts-and-tokens.md).
   */
  variant?: 'dialog' | 'page';
}

/** E-mail and password sign-in, shared by the sign-in dialog and /login (docs/product/accounts-and-tokens.md). */
export function LoginForm({ onSuccess, extra, variant = 'dialog' }: LoginFormProps) {
  const t = useT('account');
  const { login } = useAuth();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const onPage = variant === 'page';

  const fail = (message: string) => {
    if (onPage) toast.error(message);
    else setError(message);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      fail(t('form.fillAllFields'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password, remember: onPage ? remember : true });
      toast.success(t('loginForm.success'));
      onSuccess?.();
    } catch (failure) {
      fail(submitErrorMessage(failure, t('loginForm.failed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label={t('loginForm.label')}>
      <FormError message={error} />
      <EmailField id={`${id}-email`} value={email} onChange={(event) => setEmail(event.target.value)} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>{t('form.password')}</Label>
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {(onPage || extra) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {onPage && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-remember`}
                checked={remember}
                onCheckedChange={(checked) => setRemember(checked === true)}
              />
              <Label htmlFor={`${id}-remember`} variant="option">
                {t('loginForm.rememberMe')}
              </Label>
            </div>
          )}
          {extra}
        </div>
      )}
      <BusyButton type="submit" size="lg" busy={submitting} busyLabel={t('loginForm.submitting')}>
        {t('loginForm.submit')}
      </BusyButton>
    </form>
  );
}
