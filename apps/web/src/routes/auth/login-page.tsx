import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DemoHint } from '@/components/demo-hint';
import { LoginForm } from '@/components/login-form';
import { SocialSignIn } from '@/components/social-sign-in';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { linkGoogleAccount } from '@/lib/auth-api';
import { useT, type MessageKey } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { RichText } from '@/lib/rich-text';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';
import { redirectTarget } from './redirect-target';

/** Why a Google sign-in came back here (docs/product/accounts-and-tokens.md); an unknown reason says nothing. */
const googleErrors: Record<string, MessageKey<'account'>> = {
  'google-failed': 'login.googleFailed',
  'google-unverified': 'login.googleUnverified',
  'google-unavailable': 'login.googleUnavailable',
};

export function LoginPage() {
  const t = useT('account');
  useDocumentTitle(t('login.documentTitle'));
  const { isSignedIn } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTo = redirectTarget(location.state);
  // A Google account whose e-mail an account has waits here to be linked: its owner proves the account with the
  // password first, even when already signed in (never linked silently).
  const linkingGoogle = searchParams.get('link') === 'google';
  const googleError = googleErrors[searchParams.get('error') ?? ''];

  // A signed-in visitor, and one who just signed in, goes on to where they were headed.
  if (isSignedIn && !linkingGoogle) return <Navigate to={redirectTo ?? paths.home} replace />;

  async function linkGoogle() {
    try {
      await linkGoogleAccount();
      toast.success(t('login.googleLinked'));
    } catch (failure) {
      toast.error(errorMessage(failure, t('login.googleFailed')));
    }
    // Signed in either way: on to where the visitor was headed, as any sign-in here goes.
    await navigate(redirectTo ?? paths.home, { replace: true });
  }

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
      {linkingGoogle && (
        <Alert variant="info" role="status">
          <AlertDescription>{t('login.linkGoogle')}</AlertDescription>
        </Alert>
      )}
      {googleError && (
        <Alert variant="destructive">
          <AlertDescription>{t(googleError)}</AlertDescription>
        </Alert>
      )}
      <DemoHint />
      <LoginForm
        variant="page"
        onSuccess={linkingGoogle ? () => void linkGoogle() : undefined}
        extra={
          <Link to={paths.forgotPassword} className={`ml-auto text-sm ${authLinkClass}`}>
            {t('login.forgotPassword')}
          </Link>
        }
      />
      {!linkingGoogle && <SocialSignIn returnTo={redirectTo ?? paths.home} />}
    </AuthCard>
  );
}
