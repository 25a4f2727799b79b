import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * A client error (4xx) will not change on retry, so only network failures and 5xx are retried, twice.
 * Tests pass `retry: false` so failures show at once.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (!retry) return false;
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}
