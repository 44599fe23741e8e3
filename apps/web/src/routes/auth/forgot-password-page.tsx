import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ForgotPasswordForm } from '@/components/forgot-password-form';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';

function BackToLogin() {
  const t = useT('account');
  return (
    <Link to={paths.login} className={`inline-flex items-center gap-1 ${authLinkClass}`}>
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {t('auth.backToLogin')}
    </Link>
  );
}

/** The e-mail form, then the 'Check your email' view (docs/product/accounts-and-tokens.md). */
export function ForgotPasswordPage() {
  const t = useT('account');
  useDocumentTitle(t('forgotPassword.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo !== null) {
    return (
      <AuthCard title={t('forgotPassword.sent.title')} subtitle={t('forgotPassword.sent.subtitle')} footer={<BackToLogin />}>
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
            <MailCheckIcon className="size-7" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">
            <RichText
              area="account"
              id="forgotPassword.sent.description"
              values={{ email: sentTo }}
              components={{ 0: <span className="font-medium text-foreground" /> }}
            />
          </p>
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => setSentTo(null)}>
            {t('forgotPassword.sent.useDifferentEmail')}
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      subtitle={t('forgotPassword.subtitle')}
      footer={<BackToLogin />}
    >
      <ForgotPasswordForm
        variant="page"
        onSent={(email) => {
          toast.success(t('forgotPassword.sent.toast'));
          setSentTo(email);
        }}
      />
    </AuthCard>
  );
}
