import type { CreateAlertBody, CreateAlertReply } from '@durio/shared/schemas/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';
import { alertsQueryKey } from './list-my-alerts';

/**
 * Asks to be told when something can be ordered (docs/product/the-season.md, "Tell me when"): 201 'active' for a
 * signed-in customer whose address is confirmed, 202 'confirm-by-email' for anyone else.
 */
export function createAlert(body: CreateAlertBody): Promise<CreateAlertReply> {
  return apiRequest<CreateAlertReply>(apiPaths.alerts, { method: 'POST', body });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
