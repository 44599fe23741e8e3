import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { userProfileQueryKey } from '@/lib/auth-api';
import { apiPaths } from '@/lib/paths';

/** Unlinks Google from the account (docs/product/accounts-and-tokens.md); refused (409) while it has no password. */
export function unlinkGoogle(): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.google, { method: 'DELETE' });
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGoogle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userProfileQueryKey }),
  });
}
