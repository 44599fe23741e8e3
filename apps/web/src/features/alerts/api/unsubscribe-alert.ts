import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { alertsQueryKey } from './list-my-alerts';

/** Ends the alert of an e-mail's unsubscribe link (204); 404 when the link is not valid any more. */
export function unsubscribeAlert(token: string): Promise<void> {
  return apiRequest<void>(apiPaths.unsubscribeAlert, { method: 'POST', query: { token }, auth: false });
}

export function useUnsubscribeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
