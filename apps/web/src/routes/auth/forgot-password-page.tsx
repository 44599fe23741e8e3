import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ForgotPasswordForm } from '@/components/forgot-password-form';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';

function BackToLogin() {
  return (
    <Link to={paths.login} className={`inline-flex items-center gap-1 ${authLinkClass}`}>
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to login
    </Link>
  );
}

/** Storefront spec §2, §4: the e-mail form, then the 'Check your email' view. */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <AuthCard title="Check your email" subtitle="A password reset link is on its way." footer={<BackToLogin />}>
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <MailCheckIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">
            If an account exists for <span className="font-medium text-foreground">{sentTo}</span>, we have sent it a
            link to reset the password. The link works once and expires in 1 hour.
          </p>
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => setSentTo(null)}>
            Use a different email
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your email address and we will send you a link to reset your password."
      footer={<BackToLogin />}
    >
      <ForgotPasswordForm
        variant="page"
        onSent={(email) => {
          toast.success('Password reset instructions sent to your email');
          setSentTo(email);
        }}
      />
    </AuthCard>
  );
}
