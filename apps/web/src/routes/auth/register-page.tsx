import { Link, Navigate } from 'react-router';
import { RegisterForm } from '@/components/register-form';
import { SocialSignIn } from '@/components/social-sign-in';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';

export function RegisterPage() {
  const t = useT('account');
  useDocumentTitle(t('register.documentTitle'));
  const { isSignedIn } = useAuth();
  if (isSignedIn) return <Navigate to={paths.home} replace />;

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <RichText area="account" id="register.haveAccount" components={{ 0: <Link to={paths.login} className={authLinkClass} /> }} />
      }
    >
      <RegisterForm
        mismatchMessage={t('form.passwordsDontMatch')}
        termsLabel={
          <RichText
            area="account"
            id="register.acceptTerms"
            components={{ 0: <Link to={paths.termsConditions} className={`${authLinkClass} underline`} /> }}
          />
        }
      />
      <SocialSignIn returnTo={paths.home} />
    </AuthCard>
  );
}
