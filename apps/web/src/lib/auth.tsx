import type { UserProfile } from '@durio/shared/schemas/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { toast } from 'sonner';
import { refreshSession } from './api';
import { loginWithPassword, registerAccount, revokeSession, userProfileQueryOptions } from './auth-api';
import { clearTokens, getTokens, subscribeTokens } from './session-tokens';

/** Storefront spec §7 Token refresh: every 5 minutes while tokens exist. */
const REFRESH_INTERVAL_MS = 5 * 60_000;

export interface AuthValue {
  /** The signed-in user's profile; null while it loads or when signed out. */
  user: UserProfile | null;
  userId: string | null;
  isSignedIn: boolean;
  /** True while a stored session's profile is being loaded. */
  isLoading: boolean;
  login: (input: { email: string; password: string }) => Promise<void>;
  register: (input: { email: string; password: string; displayName: string }) => Promise<void>;
  logout: () => Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

const getUserId = () => getTokens()?.userId ?? null;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const userId = useSyncExternalStore(subscribeTokens, getUserId, () => null);
  const profile = useQuery(userProfileQueryOptions(userId));

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
        toast.error('Failed to fetch user profile');
      }
    },
    [queryClient],
  );

  const login = useCallback<AuthValue['login']>(
    async (input) => {
      const tokens = await loginWithPassword(input);
      await loadProfile(tokens.userId);
    },
    [loadProfile],
  );

  const register = useCallback<AuthValue['register']>(
    async (input) => {
      const tokens = await registerAccount(input);
      await loadProfile(tokens.userId);
    },
    [loadProfile],
  );

  const logout = useCallback(async () => {
    const tokens = getTokens();
    if (tokens) await revokeSession(tokens.refreshToken).catch(() => undefined);
    clearTokens();
    queryClient.clear();
    toast.success('Logged out successfully');
  }, [queryClient]);

  const value = useMemo<AuthValue>(
    () => ({
      user: userId === null ? null : (profile.data ?? null),
      userId,
      isSignedIn: userId !== null,
      isLoading: userId !== null && profile.isPending,
      login,
      register,
      logout,
    }),
    [userId, profile.data, profile.isPending, login, register, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
