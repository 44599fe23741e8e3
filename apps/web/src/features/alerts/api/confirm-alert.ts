import type { Alert } from '@durio/shared/schemas/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { alertsQueryKey } from './list-my-alerts';

/** Starts the alert of a confirmation e-mail's link (the visitor's consent); 404 when the link is not valid any more. */
export function confirmAlert(token: string): Promise<Alert> {
  return apiRequest<Alert>(apiPaths.confirmAlert, { method: 'POST', body: { token }, auth: false });
}

export function useConfirmAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
