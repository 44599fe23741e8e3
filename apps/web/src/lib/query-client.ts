import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * A failed call is tried once more, soon after, and then the page shows its error and Try Again: a shopper
 * waits well under a second for a broken call, not the seconds of TanStack Query's three backed-off retries.
 * Client errors (4xx) are answers, not hiccups: they are never retried. (`failureCount` is 0 at the first retry.)
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

const RETRY_DELAY_MS = 300;

/** The app's one cache: main.tsx provides it to React, and the route loaders start queries in it ahead of the pages. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry, retryDelay: RETRY_DELAY_MS },
    mutations: { retry: false },
  },
});
