import type { QueryValue } from '@durio/shared/search-params';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiResponse, errorMessage } from '@/lib/api';
import { toast } from '@/lib/toast';

/** A page of a list whose size is in X-Total-Count (the spec's orders call answers a plain array). */
export interface CountedList<T> {
  items: T[];
  total: number;
}

export async function getCountedList<T>(path: string, query: Record<string, QueryValue>, signal?: AbortSignal): Promise<CountedList<T>> {
  const response = await apiResponse(path, { query, signal });
  return { items: (await response.json()) as T[], total: Number(response.headers.get('x-total-count') ?? 0) };
}

/** What a console write toasts: `success` (or what it makes of the reply), or the server's message, else `failure`. */
export interface AdminToasts<TResult = unknown> {
  success: string | ((result: TResult) => string);
  failure: string;
}

/**
 * A console write: on success `success` is toasted and the queries under each key `invalidates` names (the object,
 * its lists, its history, the shop's pages that show it) are refreshed before the caller hears of it; on failure
 * the server's message is toasted and the caller's form stays as it was. A failure `answeredByCaller` says the
 * caller answers itself (a question it asks the admin before sending again) is not toasted.
 */
export function useAdminWrite<TVariables, TResult>({
  write,
  toasts,
  invalidates,
  answeredByCaller,
}: {
  write: (variables: TVariables) => Promise<TResult>;
  toasts: AdminToasts<TResult>;
  invalidates: (result: TResult, variables: TVariables) => readonly QueryKey[];
  answeredByCaller?: (error: unknown) => boolean;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (result, variables) => {
      toast.success(typeof toasts.success === 'function' ? toasts.success(result) : toasts.success);
      await Promise.all(invalidates(result, variables).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: (error) => {
      if (answeredByCaller?.(error)) return;
      toast.error(errorMessage(error, toasts.failure));
    },
  });
}
