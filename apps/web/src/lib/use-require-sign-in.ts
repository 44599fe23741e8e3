import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { useAuth } from './auth';
import { paths } from './paths';

/**
 * For pages that need an account: once the session is known to be absent, shows `message` as an error
 * toast and goes to /login carrying this page as the redirect target. Returns the auth state.
 * A shopper who signs out from this very page is not asked to sign in again: Logout takes them home.
 */
export function useRequireSignIn(message: string) {
  const auth = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const redirected = useRef(false);
  const sawUser = useRef(false);
  const mustSignIn = !auth.isLoading && !auth.isSignedIn;

  useEffect(() => {
    if (auth.isSignedIn) sawUser.current = true;
  }, [auth.isSignedIn]);

  useEffect(() => {
    if (!mustSignIn || redirected.current) return;
    if (sawUser.current && auth.signedOutOnPurpose) return;
    redirected.current = true;
    toast.error(message);
    navigate(paths.login, {
      replace: true,
      state: { redirectTo: `${location.pathname}${location.search}` },
    });
  }, [mustSignIn, auth.signedOutOnPurpose, message, navigate, location.pathname, location.search]);

  return auth;
}
