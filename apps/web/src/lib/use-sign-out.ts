import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from './auth';
import { paths } from './paths';

/** Logout as every menu offers it: leave for the home page, then sign out. */
export function useSignOut() {
  const navigate = useNavigate();
  const { logout } = useAuth();
  return useCallback(async () => {
    // Leave first, so a page that needs an account does not see the sign-out and send the visitor to /login.
    // flushSync: that page must be gone when the navigation resolves, not merely scheduled to go.
    await navigate(paths.home, { flushSync: true });
    await logout();
  }, [navigate, logout]);
}
