import type { ChangeEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
}

/** The labelled e-mail field of the sign-in, registration and password-reset forms. */
export function EmailField({ id, value, onChange, autoFocus }: EmailFieldProps) {
  const t = useT('account');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('form.email')}</Label>
      <Input id={id} type="email" autoComplete="email" placeholder={t('form.emailPlaceholder')} autoFocus={autoFocus} value={value} onChange={onChange} />
    </div>
  );
}
