import { LoaderCircleIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useAuth } from '@/lib/auth';
import { FormError, submitErrorMessage } from './form-error';

interface LoginFormProps {
  onSuccess?: () => void;
  /** Shown between the password field and the submit button (the 'Forgot password' link on the page). */
  extra?: ReactNode;
}

/** E-mail and password sign-in, shared by the sign-in dialog and /login (storefront spec §5, §8). */
export function LoginForm({ onSuccess, extra }: LoginFormProps) {
  const { login } = useAuth();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Please fill in all fields');
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await login({ email: email.trim(), password });
      toast.success('Login successful!');
      onSuccess?.();
    } catch (failure) {
      setError(submitErrorMessage(failure, 'An error occurred during login'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} noValidate aria-label="Sign in">
      <FormError message={error} />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      {extra}
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
