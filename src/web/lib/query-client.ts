import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client';

type OnStatus = 'throw' | 'returnNull';

/**
 * Default fetch: a GET to the URL in the query key, optionally answering null on 401 (signed out) or
 * 404 (no such page, which the server-rendered page knows too).
 */
export function getQueryFn<T>({
  on401,
  on404 = 'throw',
}: {
  on401: OnStatus;
  on404?: OnStatus;
}): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = String(queryKey[0]);
    try {
      return await apiRequest<T>('GET', url);
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      if (on404 === 'returnNull' && error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  };
}

/** Never stale, no refetch on focus or by polling, never retried (core-journey §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
