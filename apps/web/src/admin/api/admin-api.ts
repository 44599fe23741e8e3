import type { QueryValue } from '@durio/shared/search-params';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiResponse, errorMessage, type RequestOptions } from '@/lib/api';
import { toast } from '@/lib/toast';

/** Every console query lives under this key, so one change refreshes whatever the console shows. */
export const ADMIN_KEY = 'admin';

/**
 * A console read; while the next page or filter loads, the previous rows stay (no flash of emptiness). With
 * `refetchIntervalMs` it asks again on its own while the page is open.
 */
export function useAdminQuery<T>(path: string | null, query?: Record<string, QueryValue>, options: { refetchIntervalMs?: number } = {}) {
  return useQuery({
    queryKey: [ADMIN_KEY, path, query ?? {}],
    queryFn: ({ signal }) => apiRequest<T>(path!, { query, signal }),
    enabled: path !== null,
    placeholderData: keepPreviousData,
    refetchInterval: options.refetchIntervalMs,
  });
}

/** A list whose size is in X-Total-Count (the spec's orders call answers a plain array). */
export function useAdminCountedQuery<T>(path: string, query: Record<string, QueryValue>) {
  return useQuery({
    queryKey: [ADMIN_KEY, path, query],
    queryFn: async ({ signal }) => {
      const response = await apiResponse(path, { query, signal });
      return { items: (await response.json()) as T[], total: Number(response.headers.get('x-total-count') ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export interface AdminWrite {
  method: NonNullable<RequestOptions['method']>;
  path: string;
  body?: unknown;
}

/**
 * A console write: on success every query is refreshed (the change may show anywhere, the shop included)
 * and `success` is toasted; on failure the server's message is toasted and the caller's form stays as it was.
 */
export function useAdminMutation<TResult = unknown>(messages: { success: string | ((result: TResult) => string); failure: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: AdminWrite) => apiRequest<TResult>(write.path, { method: write.method, body: write.body }),
    onSuccess: async (result) => {
      toast.success(typeof messages.success === 'function' ? messages.success(result) : messages.success);
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(errorMessage(error, messages.failure)),
  });
}
