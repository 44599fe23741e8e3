import { passwordSchema } from '@durio/shared/schemas/auth';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { EmailField } from '@/components/email-field';
import { MarketingConsentCheckbox } from '@/components/marketing-consent-checkbox';
import { translateMessage } from '@/lib/api-messages';
import { toast } from '@/lib/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { FormError, submitErrorMessage } from './form-error';
import { PasswordInput } from './password-input';

interface RegisterFormProps {
  onSuccess?: () => void;
  /** The spec words it 'Passwords do not match' in the dialog and "Passwords don't match" on the page. */
  mismatchMessage: string;
  /** The label of a terms checkbox that must be ticked (the /register page); none in the dialog. */
  termsLabel?: ReactNode;
}

/** Account creation, shared by the sign-in dialog and /register (docs/product/accounts-and-tokens.md). */
export function RegisterForm({ onSuccess, mismatchMessage, termsLabel }: RegisterFormProps) {
  const t = useT('account');
  const { register } = useAuth();
  const id = useId();
  const [fields, setFields] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  // Unticked until the visitor ticks it: consent is never assumed (docs/product/your-data.md).
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  function validate(): string | null {
    if (!fields.name.trim() || !fields.email.trim() || !fields.password || !fields.confirmPassword) {
      return t('form.fillAllFields');
    }
    if (fields.password !== fields.confirmPassword) return mismatchMessage;
    const password = passwordSchema.safeParse(fields.password);
    if (!password.success) {
      // The shared schema's message (the spec's English), in the page's language when the errors catalogue has it.
      const issue = password.error.issues[0]?.message;
      return issue ? translateMessage(issue) : t('form.passwordTooShort');
    }
    if (termsLabel && !acceptTerms) return t('registerForm.acceptTerms');
    return null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate();
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await register({ email: fields.email.trim(), password: fields.password, displayName: fields.name.trim(), marketingConsent });
      toast.success(t('registerForm.success'));
      onSuccess?.();
    } catch (failure) {
      setError(submitErrorMessage(failure, t('registerForm.failed')));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label={t('registerForm.label')}>
      <FormError message={error} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>{t('form.fullName')}</Label>
        <Input id={`${id}-name`} autoComplete="name" value={fields.name} onChange={set('name')} />
      </div>
      <EmailField id={`${id}-email`} value={fields.email} onChange={set('email')} />
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
        <PasswordInput
          id={`${id}-confirm`}
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={set('confirmPassword')}
        />
      </div>
      {termsLabel && (
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${id}-terms`}
            checked={acceptTerms}
            onCheckedChange={(checked) => setAcceptTerms(checked === true)}
            className="mt-0.5"
          />
          <Label htmlFor={`${id}-terms`} variant="option-text">
            {termsLabel}
          </Label>
        </div>
      )}
      <MarketingConsentCheckbox id={`${id}-marketing`} checked={marketingConsent} onChange={setMarketingConsent} />
      <BusyButton type="submit" size="lg" busy={submitting} busyLabel={t('registerForm.submitting')}>
        {t('registerForm.submit')}
      </BusyButton>
    </form>
  );
}
