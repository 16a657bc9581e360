/**
 * TanStack Query defaults (docs/product/constants.md "Data fetching"): no retries, data never
 * stale, no refetch on window focus, no polling; the default fetcher of
 * docs/product/api-conventions.md "Default data fetcher".
 */
import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

/** Creates the app's query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
