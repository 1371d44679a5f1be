import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Up to this many more attempts for a read that failed on the way (connection, 5xx): 0.5 s, then 1 s later. */
const READ_RETRIES = 2;

/** A failure worth trying again: no answer at all, a server error, a timeout or a rate limit; never a 4xx verdict. */
export function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** Data is never stale, no refocus refetch, no polling; reads retry transient failures, writes never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failures, error) => failures < READ_RETRIES && isTransient(error),
        retryDelay: (attempt) => 500 * 2 ** attempt,
      },
      mutations: { retry: false },
    },
  });
}
