import type { UserProfile } from '@durio/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userProfileQueryKey } from '@/lib/auth-api';
import { apiPaths } from '@/lib/paths';

/**
 * Asks for the account's deletion; the server schedules it 30 days ahead and answers the profile. An account without a
 * password sends none: a recent sign-in with Google proves it instead.
 */
export function deleteAccount({ userId, password }: { userId: string; password?: string | undefined }): Promise<UserProfile> {
  return apiRequest<UserProfile>(apiPaths.account(userId), { method: 'DELETE', body: password === undefined ? {} : { password } });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (profile) => queryClient.setQueryData([...userProfileQueryKey, profile.id], profile),
  });
}
