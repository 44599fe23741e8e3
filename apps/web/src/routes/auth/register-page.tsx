import { Link, Navigate } from 'react-router';
import { RegisterForm } from '@/components/register-form';
import { SocialSignIn } from '@/components/social-sign-in';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard, authLinkClass } from './auth-card';

export function RegisterPage() {
  useDocumentTitle('Register');
  const { isSignedIn } = useAuth();
  if (isSignedIn) return <Navigate to={paths.home} replace />;

  return (
    <AuthCard
      title="Create an Account"
      subtitle="Join Durio for fresh durians from verified farms"
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className={authLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm
        mismatchMessage="Passwords don't match"
        termsLabel={
          <>
            I agree to the{' '}
            <Link to={paths.termsConditions} className={`${authLinkClass} underline`}>
              terms and conditions
            </Link>
          </>
        }
      />
      <SocialSignIn />
    </AuthCard>
  );
}
