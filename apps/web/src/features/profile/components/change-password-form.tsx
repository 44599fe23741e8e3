import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '@/components/busy-button';
import { toast } from '@/lib/toast';
import { PasswordInput } from '@/components/password-input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useT, type MessageKey, type Translate } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Values = Record<Field, string>;

const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

const labels: Record<Field, { label: MessageKey<'account'>; autoComplete: string }> = {
  currentPassword: { label: 'changePassword.currentPassword', autoComplete: 'current-password' },
  newPassword: { label: 'form.newPassword', autoComplete: 'new-password' },
  confirmPassword: { label: 'form.confirmNewPassword', autoComplete: 'new-password' },
};

/** Each field's message, the mismatch on the confirmation (docs/product/accounts-and-tokens.md). */
function validate(t: Translate<'account'>, values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.currentPassword) errors.currentPassword = t('changePassword.currentRequired');
  if (values.newPassword.length < 8) errors.newPassword = t('form.passwordTooShort');
  if (!values.confirmPassword) errors.confirmPassword = t('changePassword.confirmRequired');
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = t('form.passwordsDontMatch');
  return errors;
}

/** The profile's Change Password tab; the server also signs out every other session (docs/product/accounts-and-tokens.md). */
export function ChangePasswordForm() {
  const t = useT('account');
  const id = useId();
  const changePassword = useChangePassword();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = validate(t, values);
    setErrors(problems);
    const first = (Object.keys(labels) as Field[]).find((field) => problems[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await changePassword.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.success(t('changePassword.success'));
      setValues(empty);
    } catch (error) {
      toast.error(errorMessage(error, t('changePassword.failed')));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid max-w-md gap-5">
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {t('changePassword.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('changePassword.description')}</p>
      </div>
      <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-labelledby={`${id}-title`}>
        {(Object.keys(labels) as Field[]).map((field) => {
          const inputId = `${id}-${field}`;
          const error = errors[field];
          return (
            <div key={field} className="grid gap-2">
              <Label htmlFor={inputId}>{t(labels[field].label)}</Label>
              <PasswordInput
                id={inputId}
                name={field}
                autoComplete={labels[field].autoComplete}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${inputId}-error` : undefined}
                value={values[field]}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {error && (
                <p id={`${inputId}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        <BusyButton type="submit" className="justify-self-start" busy={changePassword.isPending} busyLabel={t('changePassword.submitting')}>
          {t('changePassword.submit')}
        </BusyButton>
      </form>
    </section>
  );
}
