import type { UserProfile } from '@durio/shared/schemas/auth';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { toast } from '@/lib/toast';
import { refreshSession } from './api';
import { translator } from './i18n';
import {
  loginWithPassword,
  redeemGoogleSignIn,
  registerAccount,
  revokeSession,
  userProfileQueryKey,
  userProfileQueryOptions,
} from './auth-api';
import { getTokens, signOutEverywhere, subscribeTokens } from './session-tokens';

/** The session is refreshed every 5 minutes while tokens exist (docs/product/accounts-and-tokens.md). */
const REFRESH_INTERVAL_MS = 5 * 60_000;

export interface AuthValue {
  /** The signed-in user's profile; null while it loads or when signed out. */
  user: UserProfile | null;
  userId: string | null;
  isSignedIn: boolean;
  /** True while a stored session's profile is being loaded. */
  isLoading: boolean;
  /** True after this tab's own Logout, until the next sign-in: pages then leave quietly instead of asking to sign in. */
  signedOutOnPurpose: boolean;
  /** `remember: false` keeps the sign-in for this browser session only. */
  login: (input: { email: string; password: string; remember?: boolean }) => Promise<void>;
  register: (input: { email: string; password: string; displayName: string; marketingConsent?: boolean }) => Promise<void>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

const getUserId = () => getTokens()?.userId ?? null;

/** Queries that hold one user's data; cart and favourites by name, since they must never outlive a sign-out. */
const personalQueryRoots = new Set([
  'cart',
  'favourites',
  'addresses',
  'orders',
  'user-profile',
  'alerts',
]);

/**
 * The console's queries (admin/api/admin-query-keys.ts) hold every customer's personal data, whoever signs in
 * next; written as a string, since lib may not import the console.
 */
const CONSOLE_QUERY_ROOT = 'admin';

/**
 * Drops a signed-out user's data, however the sign-out happened (logout here or in another tab, or a refused
 * refresh), so nothing of theirs shows to whoever uses the browser next (docs/product/accounts-and-tokens.md).
 */
function forgetUser(queryClient: QueryClient, userId: string, nextUserId: string | null) {
  queryClient.removeQueries({
    predicate: ({ queryKey }) => {
      if (queryKey.includes(userId)) return true;
      const [root] = queryKey;
      if (root === CONSOLE_QUERY_ROOT) return true;
      return typeof root === 'string' && personalQueryRoots.has(root) && !queryKey.includes(nextUserId);
    },
  });
}

/**
 * The e-mail verification link lands on '/?emailVerified=1' (or 0); says what happened once and takes the
 * marker out of the address, so a reload does not say it again.
 */
function useEmailVerifiedNotice(queryClient: QueryClient) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const verified = url.searchParams.get('emailVerified');
    if (url.pathname !== '/' || verified === null) return;
    if (verified === '1') {
      toast.success(translator('common')('auth.emailVerified'));
      void queryClient.invalidateQueries({ queryKey: userProfileQueryKey });
    } else {
      toast.error(translator('common')('auth.verificationLinkInvalid'));
    }
    url.searchParams.delete('emailVerified');
    // The router keeps its own copy of the state; passing it on keeps back/forward working.
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [queryClient]);
}

/**
 * A finished Google sign-in comes back to its page with a single-use ticket in the fragment ('#googleSignIn=…',
 * docs/product/accounts-and-tokens.md). It is taken out of the address at once, so no reload, bookmark or shared link
 * carries it, and traded for the shop's own tokens.
 */
function useGoogleSignInHandOver(onSignedIn: (userId: string) => Promise<void>) {
  useEffect(() => {
    const url = new URL(window.location.href);
    const ticket = new URLSearchParams(url.hash.slice(1)).get('googleSignIn');
    if (!ticket) return;
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
    redeemGoogleSignIn(ticket)
      .then(async (tokens) => {
        toast.success(translator('common')('auth.signedInWithGoogle'));
        await onSignedIn(tokens.userId);
      })
      .catch(() => toast.error(translator('common')('auth.googleSignInFailed')));
  }, [onSignedIn]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSyncExternalStore(subscribeTokens, getUserId, () => null);
  const profile = useQuery(userProfileQueryOptions(userId));
  const previousUserId = useRef(userId);
  const [signedOutOnPurpose, setSignedOutOnPurpose] = useState(false);

  useEmailVerifiedNotice(queryClient);

  useEffect(() => {
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous !== null && previous !== userId) forgetUser(queryClient, previous, userId);
  }, [userId, queryClient]);

  useEffect(() => {
    if (userId === null) return;
    const timer = window.setInterval(() => {
      refreshSession().catch(() => undefined);
    }, REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [userId]);

  const loadProfile = useCallback(
    async (id: string) => {
      try {
        await queryClient.fetchQuery(userProfileQueryOptions(id));
      } catch {
        toast.error(translator('common')('auth.profileFailed'));
      }
    },
    [queryClient],
  );

  const afterSignIn = useCallback(
    async (id: string) => {
      setSignedOutOnPurpose(false);
      await loadProfile(id);
    },
    [loadProfile],
  );
  useGoogleSignInHandOver(afterSignIn);

  const login = useCallback<AuthValue['login']>(
    async ({ remember = true, ...credentials }) => {
      const tokens = await loginWithPassword(credentials, remember ? 'local' : 'session');
      await afterSignIn(tokens.userId);
    },
    [afterSignIn],
  );

  const register = useCallback<AuthValue['register']>(
    async (input) => {
      const tokens = await registerAccount(input);
      await afterSignIn(tokens.userId);
    },
    [afterSignIn],
  );

  const logout = useCallback(async () => {
    const tokens = getTokens();
    if (tokens) await revokeSession(tokens.refreshToken).catch(() => undefined);
    setSignedOutOnPurpose(true);
    signOutEverywhere();
    toast.success(translator('common')('auth.loggedOut'));
  }, []);

  const value = useMemo<AuthValue>(
    () => ({
      user: userId === null ? null : (profile.data ?? null),
      userId,
      isSignedIn: userId !== null,
      isLoading: userId !== null && profile.isPending,
      signedOutOnPurpose,
      login,
      register,
      logout,
    }),
    [userId, profile.data, profile.isPending, signedOutOnPurpose, login, register, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
