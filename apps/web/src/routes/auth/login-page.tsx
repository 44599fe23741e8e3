import { Link, Navigate, useLocation } from 'react-router';
import { DemoHint } from '@/components/demo-hint';
import { LoginForm } from '@/components/login-form';
import { SocialSignIn } from '@/components/social-sign-in';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';
import { redirectTarget } from './redirect-target';

export function LoginPage() {
  useDocumentTitle('Login');
  const { isSignedIn } = useAuth();
  const location = useLocation();
  const redirectTo = redirectTarget(location.state);

  // A signed-in visitor, and one who just signed in, goes on to where they were headed.
  if (isSignedIn) return <Navigate to={redirectTo ?? paths.home} replace />;

  return (
    <AuthCard
      title="Welcome Back"
      subtitle="Sign in to your Durio account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={paths.register} state={location.state} className={authLinkClass}>
            Sign up
          </Link>
        </>
      }
    >
      <DemoHint />
      <LoginForm
        variant="page"
        extra={
          <Link to={paths.forgotPassword} className={`ml-auto text-sm ${authLinkClass}`}>
            Forgot password
          </Link>
        }
      />
      <SocialSignIn />
    </AuthCard>
  );
}
