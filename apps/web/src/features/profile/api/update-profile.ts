import type { Language } from '@durio/shared/languages';
import type { UserProfile } from '@durio/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userProfileQueryKey } from '@/lib/auth-api';
import { apiPaths } from '@/lib/paths';

/**
 * The profile update sends the name and phone (the server stores phones as +60…), and the
 * language of the customer's e-mails (docs/product/languages.md).
 */
export function updateProfile(body: { displayName: string; phone: string | null; language: Language }): Promise<UserProfile> {
  return apiRequest<UserProfile>(apiPaths.userProfile, { method: 'PUT', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData([...userProfileQueryKey, profile.id], profile),
  });
}
