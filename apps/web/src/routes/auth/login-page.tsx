import { Link, Navigate, useLocation } from 'react-router';
import { DemoHint } from '@/components/demo-hint';
import { LoginForm } from '@/components/login-form';
import { SocialSignIn } from '@/components/social-sign-in';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';
import { redirectTarget } from './redirect-target';

export function LoginPage() {
  const t = useT('account');
  useDocumentTitle(t('login.documentTitle'));
  const { isSignedIn } = useAuth();
  const location = useLocation();
  const redirectTo = redirectTarget(location.state);

  // A signed-in visitor, and one who just signed in, goes on to where they were headed.
  if (isSignedIn) return <Navigate to={redirectTo ?? paths.home} replace />;

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <RichText
          area="account"
          id="login.noAccount"
          components={{ 0: <Link to={paths.register} state={location.state} className={authLinkClass} /> }}
        />
      }
    >
      <DemoHint />
      <LoginForm
        variant="page"
        extra={
          <Link to={paths.forgotPassword} className={`ml-auto text-sm ${authLinkClass}`}>
            {t('login.forgotPassword')}
          </Link>
        }
      />
      <SocialSignIn />
    </AuthCard>
  );
}
