import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Up to this many more attempts for a read that failed on the way (connection, 5xx): 0.5 s, then 1 s later. */
const READ_RETRIES = 2;

/** A failure worth trying again: no answer at all, a server error, a timeout or a rate limit; never a 4xx verdict. */
export function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Queries a success makes stale: those on screen refetch at once, the others when next used. */
      invalidates?: readonly QueryKey[];
      /** Queries a success drops from the cache, so they load anew when next used (and are not refetched now). */
      removes?: readonly QueryKey[];
    };
  }
}

/** Every distributor page in the cache (`['public-page', slug]`). */
export const PUBLIC_PAGES_KEY = ['public-page'] as const;

/** Data is never stale, no refocus refetch, no polling; reads retry transient failures, writes never retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Refreshes what a successful mutation declares in its `meta`, without making the mutation wait for the refetch.
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _result, mutation, { client }) => {
        for (const queryKey of mutation.meta?.invalidates ?? []) void client.invalidateQueries({ queryKey });
        for (const queryKey of mutation.meta?.removes ?? []) client.removeQueries({ queryKey });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: (failures, error) => failures < READ_RETRIES && isTransient(error),
        retryDelay: (attempt) => 500 * 2 ** attempt,
      },
      // Offline, a write fails at once and its form says so (errorText), instead of waiting paused on 'Procesando...'
      // with nothing said: TanStack Query's default network mode pauses a mutation until the device is back online.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
