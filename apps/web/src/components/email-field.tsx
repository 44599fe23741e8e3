import type { ChangeEvent } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface EmailFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
}

/** The labelled e-mail field of the sign-in, registration and password-reset forms. */
export function EmailField({ id, value, onChange, autoFocus }: EmailFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Email</Label>
      <Input id={id} type="email" autoComplete="email" placeholder="you@example.com" autoFocus={autoFocus} value={value} onChange={onChange} />
    </div>
  );
}
