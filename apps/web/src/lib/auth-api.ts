import { sessionReplySchema, type UserProfile } from '@durio/shared/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';
import { apiPaths } from './paths';
import { setTokens, type SessionTokens } from './session-tokens';

/** The sign-in calls; the session they start is kept by session-tokens and exposed by auth.tsx. */

function toTokens(reply: unknown, failure: string): SessionTokens {
  const session = sessionReplySchema.safeParse(reply);
  // Storefront spec §5: a reply without the tokens and user id is a failed sign-in.
  if (!session.success) throw new Error(failure);
  return {
    accessToken: session.data.access_token,
    refreshToken: session.data.refresh_token,
    userId: session.data.user_id,
  };
}

export async function loginWithPassword(input: { email: string; password: string }): Promise<SessionTokens> {
  const reply = await apiRequest<unknown>(apiPaths.login, { method: 'POST', body: input, auth: false });
  const tokens = toTokens(reply, 'Authentication failed');
  setTokens(tokens);
  return tokens;
}

export async function registerAccount(input: {
  email: string;
  password: string;
  displayName: string;
}): Promise<SessionTokens> {
  const reply = await apiRequest<unknown>(apiPaths.register, { method: 'POST', body: input, auth: false });
  const tokens = toTokens(reply, 'Failed to register user');
  setTokens(tokens);
  return tokens;
}

/** Revokes the refresh token on the server; the caller clears the local session whatever the answer. */
export async function revokeSession(refreshToken: string): Promise<void> {
  await apiRequest<void>(apiPaths.logout, { method: 'POST', auth: false, bearer: refreshToken });
}

export function getUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(apiPaths.userProfile, { signal });
}

export const userProfileQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['user-profile', userId],
    queryFn: ({ signal }) => getUserProfile(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });
