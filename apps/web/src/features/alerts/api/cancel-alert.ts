import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { alertsQueryKey } from './list-my-alerts';

/** Ends one of the signed-in customer's alerts (DELETE, 204). */
export function cancelAlert(alertId: string): Promise<void> {
  return apiRequest<void>(apiPaths.alert(alertId), { method: 'DELETE' });
}

export function useCancelAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
