import type { UserProfile } from '@durio/shared/schemas/auth';
import type { AppConfig } from '@durio/shared/schemas/content';
import type { StaffInvitationPreview } from '@durio/shared/schemas/staff';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api';
import { translateMessage } from './api-messages';
import { readMessageReply, readSessionReply } from './api-replies';
import { language } from './i18n';
import { apiPaths } from './paths';
import { setTokens, type Persistence, type SessionTokens } from './session-tokens';

/** The sign-in calls; the session they start is kept by session-tokens and exposed by auth.tsx. */

function toTokens(reply: unknown, failure: string): SessionTokens {
  const session = readSessionReply(reply);
  // A reply without the tokens and user id is a failed sign-in.
  if (!session) throw new Error(translateMessage(failure));
  return { accessToken: session.access_token, refreshToken: session.refresh_token, userId: session.user_id };
}

/** `persistence`: 'session' when 'Remember me' is unticked, so the sign-in ends with the browser session. */
export async function loginWithPassword(
  input: { email: string; password: string },
  persistence: Persistence,
): Promise<SessionTokens> {
  const reply = await apiRequest<unknown>(apiPaths.login, { method: 'POST', body: input, auth: false });
  const tokens = toTokens(reply, 'Authentication failed');
  setTokens(tokens, persistence);
  return tokens;
}

export async function registerAccount(input: {
  email: string;
  password: string;
  displayName: string;
  /** The "news and offers" box (docs/product/your-data.md): the server records it, with its sentence, when ticked. */
  marketingConsent?: boolean;
}): Promise<SessionTokens> {
  // The account's e-mails are written in the language of the page it was made on (docs/product/languages.md).
  const reply = await apiRequest<unknown>(apiPaths.register, { method: 'POST', body: { ...input, language }, auth: false });
  const tokens = toTokens(reply, 'Failed to register user');
  setTokens(tokens, 'local');
  return tokens;
}

/**
 * Trades the single-use ticket a finished Google sign-in left in the page's fragment for the shop's own tokens
 * (docs/product/accounts-and-tokens.md); kept like a password sign-in with 'Remember me'.
 */
export async function redeemGoogleSignIn(ticket: string): Promise<SessionTokens> {
  const reply = await apiRequest<unknown>(apiPaths.googleSession, { method: 'POST', body: { ticket }, auth: false });
  const tokens = toTokens(reply, 'Google sign-in failed. Please try again.');
  setTokens(tokens, 'local');
  return tokens;
}

/** Joins the Google account waiting in this browser's cookie to the account just signed in to with its password. */
export function linkGoogleAccount(): Promise<string> {
  return messageCall(apiPaths.googleLink, { method: 'POST' }, 'This Google link has expired. Sign in with Google again.');
}

/** Revokes the refresh token on the server; the caller clears the local session whatever the answer. */
export async function revokeSession(refreshToken: string): Promise<void> {
  await apiRequest<void>(apiPaths.logout, { method: 'POST', auth: false, bearer: refreshToken });
}

export function getUserProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(apiPaths.userProfile, { signal });
}

export const userProfileQueryKey = ['user-profile'] as const;

export const userProfileQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...userProfileQueryKey, userId],
    queryFn: ({ signal }) => getUserProfile(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });

/**
 * A `{success, message}` reply, its message in the page's language; `success: false` fails with `failure`, so
 * callers only handle errors once.
 * The server answers the same for unknown e-mails (no user enumeration), so success says nothing about the account.
 */
async function messageCall(path: string, options: Parameters<typeof apiRequest>[1], failure: string): Promise<string> {
  const reply = readMessageReply(await apiRequest<unknown>(path, options));
  if (!reply?.success) throw new Error(translateMessage(failure));
  return translateMessage(reply.message);
}

/** POST /auth/forgot-password: e-mails a reset link when the account exists. */
export function requestPasswordReset(email: string, failure: string): Promise<string> {
  return messageCall(apiPaths.forgotPassword, { method: 'POST', body: { email, language }, auth: false }, failure);
}

/** GET /auth/reset-password?token: whether an e-mailed reset link can still be used (400 when not). */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<string> {
  return messageCall(apiPaths.resetPassword, { query: { token }, auth: false, signal }, 'Failed to reset password');
}

/** POST /auth/reset-password: sets the new password and ends every sign-in of the account. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<string> {
  return messageCall(apiPaths.resetPassword, { method: 'POST', body: input, auth: false }, 'Failed to reset password');
}

/** GET /app-config: the server's optional features (social sign-in, Google Maps, demo accounts). */
export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return apiRequest<AppConfig>(apiPaths.appConfig, { auth: false, signal });
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    // Settings of the running server: they do not change while the page is open.
    staleTime: Infinity,
  });

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // A link is checked once per visit; the form's own call has the final word.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** What an invitation to the console's staff names (docs/product/staff.md); 404 or 410 when its link is dead. */
export function getStaffInvitation(token: string, signal?: AbortSignal): Promise<StaffInvitationPreview> {
  return apiRequest<StaffInvitationPreview>(apiPaths.staffInvitation(token), { signal, auth: false });
}

export const staffInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) => getStaffInvitation(token, signal),
    retry: false,
    staleTime: Infinity,
  });

/**
 * Accepts an invitation: with a name and password for a new account, or as the signed-in account with the
 * invited e-mail; either way the reply is a sign-in, which replaces the one this browser had.
 */
export async function acceptStaffInvitation(token: string, body: { displayName?: string; password?: string }): Promise<SessionTokens> {
  const reply = await apiRequest<unknown>(apiPaths.acceptStaffInvitation(token), { method: 'POST', body });
  const tokens = toTokens(reply, 'Failed to accept the invitation');
  setTokens(tokens, 'local');
  return tokens;
}
