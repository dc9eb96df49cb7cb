import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/**
 * `onUnauthorized` runs when any answer is 401: the session ended on the server (signed out
 * elsewhere, deactivated by an admin: D8, D9), so the app asks who is signed in again.
 */
export function createQueryClient(
  options: { onUnauthorized?: () => void; onMaintenance?: () => void } = {},
): QueryClient {
  const unauthorized = (error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) options.onUnauthorized?.();
    // D42: maintenance mode refused the answer; the app asks whether it is on, and shows it.
    if (error instanceof ApiRequestError && error.status === 503 && error.code === 'MAINTENANCE')
      options.onMaintenance?.();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: unauthorized }),
    mutationCache: new MutationCache({ onError: unauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not change by asking again.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}
