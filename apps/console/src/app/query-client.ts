import { QueryClient } from '@tanstack/react-query';

/**
 * GETs already toast their own failures, so retries would repeat the toast; a failed
 * query stays failed until the user refreshes. Focus refetches are off for the same reason
 * (and so a captcha is not replaced while being typed).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
