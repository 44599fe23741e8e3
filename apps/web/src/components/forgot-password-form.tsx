import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/busy-button';
import { EmailField } from '@/components/email-field';
import { toast } from '@/lib/toast';
import { requestPasswordReset } from '@/lib/auth-api';
import { useT } from '@/lib/i18n';
import { FormError, submitErrorMessage } from './form-error';

interface ForgotPasswordFormProps {
  /**
   * The dialog shows its errors in the red alert; /forgot-password shows them as toasts and moves on to its
   * 'Check your email' view through `onSent` (docs/product/accounts-and-tokens.md).
   */
  variant: 'dialog' | 'page';
  onSent: (email: string) => void;
  /** Focus the e-mail field at once (the dialog, where the link that opened the form has gone). */
  autoFocus?: boolean;
}

/** Asks for a password-reset e-mail (the e-mail is required; docs/product/accounts-and-tokens.md). */
export function ForgotPasswordForm({ variant, onSent, autoFocus }: ForgotPasswordFormProps) {
  const t = useT('account');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const fail = (message: string) => {
    if (variant === 'page') toast.error(message);
    else setError(message);
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      fail(t('forgotPasswordForm.emailRequired'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const failure = variant === 'page' ? t('forgotPasswordForm.failedPage') : t('forgotPasswordForm.failedDialog');
      await requestPasswordReset(email.trim(), failure);
      onSent(email.trim());
    } catch (failure) {
      fail(submitErrorMessage(failure, t('forgotPasswordForm.failed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label={t('forgotPasswordForm.label')}>
      <FormError message={error} />
      <EmailField id={`${id}-email`} value={email} onChange={(event) => setEmail(event.target.value)} autoFocus={autoFocus} />
      <BusyButton type="submit" size="lg" busy={submitting} busyLabel={t('forgotPasswordForm.submitting')}>
        {t('forgotPasswordForm.submit')}
      </BusyButton>
    </form>
  );
}
