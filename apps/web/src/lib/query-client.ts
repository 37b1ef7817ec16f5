import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { queryStaleTimeMs } from '@rb/schema';
import { notifyError } from './notify-error';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** docs/product.md#query-defaults: no retries, one-minute stale time, no refetch on focus, mount or reconnect. */
export const queryDefaults = {
  retry: false,
  staleTime: queryStaleTimeMs,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.silent) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.silent) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: queryDefaults,
      mutations: { retry: false },
    },
  });
