import type { UserProfile } from '@durio/shared/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userProfileQueryKey } from '@/lib/auth-api';
import { apiPaths } from '@/lib/paths';

export function cancelAccountDeletion(userId: string): Promise<UserProfile> {
  return apiRequest<UserProfile>(apiPaths.cancelAccountDeletion(userId), { method: 'PUT' });
}

export function useCancelAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: (profile) => queryClient.setQueryData([...userProfileQueryKey, profile.id], profile),
  });
}
