import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query';

/** The map names every feature's query keys: loaded with the first finished write, not with the login page. */
async function invalidateAfter(queryClient: QueryClient, key: QueryKey | undefined, variables: unknown, outcome: 'success' | 'error') {
  const map = await import('./invalidation-map');
  await map.invalidateAfter(queryClient, key, variables, outcome);
}

/**
 * GETs already toast their own failures, so retries would repeat the toast; a failed
 * query stays failed until the user refreshes. Focus refetches are off for the same reason
 * (and so a captcha is not replaced while being typed).
 *
 * Every write names its kind (mutationKey); the mutation cache refreshes what that kind makes stale
 * (invalidation-map.ts) before the write's own callbacks run.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, variables, _context, mutation) => invalidateAfter(queryClient, mutation.options.mutationKey, variables, 'success'),
      onError: (_error, variables, _context, mutation) => invalidateAfter(queryClient, mutation.options.mutationKey, variables, 'error'),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: {
        retry: false,
      },
    },
  });
  return queryClient;
}
