import { Link, Navigate, useLocation } from 'react-router';
import { DemoHint } from '@/components/demo-hint';
import { LoginForm } from '@/components/login-form';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from './auth-card';
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
          <Link to={paths.register} state={location.state} className="font-medium text-emerald-700 hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <DemoHint />
      <LoginForm
        extra={
          <Link to={paths.forgotPassword} className="-mt-2 justify-self-end text-sm font-medium text-emerald-700 hover:underline">
            Forgot password
          </Link>
        }
      />
    </AuthCard>
  );
}
